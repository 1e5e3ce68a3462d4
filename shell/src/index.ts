// The async boundary: shared singletons are negotiated before the app's modules run.
void import('./bootstrap');
