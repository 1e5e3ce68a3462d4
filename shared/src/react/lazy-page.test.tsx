import { Suspense, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../ui/Button/Button';
import { lazyPage, preloadOnIntent, preloadPage } from './lazy-page';

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

describe('preloadOnIntent', () => {
  const lazyGreeting = (load: () => Promise<{ Greeting: typeof Greeting }>) =>
    lazyPage(load, (module) => module.Greeting);

  it('loads the code when the pointer reaches the control, once', async () => {
    const load = jest.fn(() => Promise.resolve({ Greeting }));
    const Page = lazyGreeting(load);
    const user = userEvent.setup();
    render(<Button {...preloadOnIntent(Page)}>Open</Button>);
    expect(load).not.toHaveBeenCalled();
    await user.hover(screen.getByRole('button', { name: 'Open' }));
    await user.unhover(screen.getByRole('button', { name: 'Open' }));
    await user.hover(screen.getByRole('button', { name: 'Open' }));
    expect(load).toHaveBeenCalledTimes(1);
    render(inSuspense(<Page name="Ada" />));
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
  });

  it('loads the code when the keyboard focus reaches the control', async () => {
    const load = jest.fn(() => Promise.resolve({ Greeting }));
    const user = userEvent.setup();
    render(<Button {...preloadOnIntent(lazyGreeting(load))}>Open</Button>);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('leaves a failed load to the render, which loads again', async () => {
    const load = jest
      .fn<Promise<{ Greeting: typeof Greeting }>, []>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue({ Greeting });
    const Page = lazyGreeting(load);
    const user = userEvent.setup();
    render(<Button {...preloadOnIntent(Page)}>Open</Button>);
    await user.hover(screen.getByRole('button', { name: 'Open' }));
    render(inSuspense(<Page name="Ada" />));
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives no props for a control that opens nothing lazy', () => {
    expect(preloadOnIntent(undefined)).toEqual({});
  });
});
