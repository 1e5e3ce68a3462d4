/**
 * The router hooks a remote uses, from the shell's router. react-router is not a federation
 * singleton: a shared library is bundled whole (189 kB), while one the shell alone bundles is
 * tree-shaken to what the console uses (94 kB). Remotes reach the shell's router only through
 * this module, which the shell provides once with the rest of @console/shared/react.
 */
export { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
