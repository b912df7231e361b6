import { act, render, screen } from '@testing-library/react';
import { Component, type ComponentType, type ReactNode, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** Shows the error a child threw, as the route's error page does. */
class Caught extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>Failed: {this.state.error.message}</p> : this.props.children;
  }
}

/** The page under a Suspense boundary and an error boundary, as the app shows a route. */
function renderCaught(Page: ComponentType<{ name: string }>) {
  render(
    <Caught>
      <Suspense fallback={<p>Loading</p>}>
        <Page name="Meera" />
      </Suspense>
    </Caught>,
  );
}

describe('lazyPage', () => {
  it('suspends until its code arrives when it was not preloaded', async () => {
    const Page = lazyPage(async () => ({ Greeting }), 'Greeting');
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page name="Asha" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello Asha')).toBeInTheDocument();
  });

  it('renders at once once preloaded, as hydration of a server-rendered page needs', async () => {
    const load = vi.fn(async () => ({ Greeting }));
    const Page = lazyPage(load, 'Greeting');
    await act(() => Page.preload());
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page name="Ravi" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Ravi')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the download again after a failure', async () => {
    const load = vi
      .fn<() => Promise<{ Greeting: typeof Greeting }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ Greeting });
    const Page = lazyPage(load, 'Greeting');
    await expect(Page.preload()).rejects.toThrow('offline');
    await expect(Page.preload()).resolves.toBe(Greeting);
  });

  it('a page whose code failed to arrive while rendering tries again rather than keep the failure', async () => {
    const load = vi
      .fn<() => Promise<{ Greeting: typeof Greeting }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ Greeting });
    renderCaught(lazyPage(load, 'Greeting'));
    expect(await screen.findByText('Hello Meera')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a second failure in a row is shown as the error, without further downloads', async () => {
    const load = vi
      .fn<() => Promise<{ Greeting: typeof Greeting }>>()
      .mockRejectedValue(new Error('offline'));
    renderCaught(lazyPage(load, 'Greeting'));
    expect(await screen.findByText('Failed: offline')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
