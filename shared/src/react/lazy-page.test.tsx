import { Suspense, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { lazyPage, preloadPage } from './lazy-page';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

const inSuspense = (page: ReactNode) => <Suspense fallback={<p>Loading…</p>}>{page}</Suspense>;

describe('lazyPage', () => {
  it('renders at once, without suspending, once preloaded', async () => {
    const load = jest.fn(() => Promise.resolve({ Greeting }));
    const Page = lazyPage(load, (module) => module.Greeting);
    await Page.preload();
    render(inSuspense(<Page name="Ada" />));
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends when rendered before its code is loaded, then shows the page', async () => {
    const load = jest.fn(() => Promise.resolve({ Greeting }));
    const Page = lazyPage(load, (module) => module.Greeting);
    render(inSuspense(<Page name="Ada" />));
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    await act(() => Page.preload());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again after a failed load', async () => {
    const load = jest
      .fn<Promise<{ Greeting: typeof Greeting }>, []>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue({ Greeting });
    const Page = lazyPage(load, (module) => module.Greeting);
    await expect(Page.preload()).rejects.toThrow('chunk failed');
    await Page.preload();
    render(inSuspense(<Page name="Ada" />));
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('preloadPage', () => {
  it('preloads a lazy page and answers at once for any other component or none', async () => {
    const Welcome = () => <p>Welcome</p>;
    const Page = lazyPage(
      () => Promise.resolve({ Welcome }),
      (module) => module.Welcome,
    );
    await preloadPage(Page);
    render(inSuspense(<Page />));
    expect(screen.getByText('Welcome')).toBeInTheDocument();
    await expect(preloadPage(Welcome)).resolves.toBeUndefined();
    await expect(preloadPage(undefined)).resolves.toBeUndefined();
  });
});
