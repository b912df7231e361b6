import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { endApiMocks, listenForApiCalls } from './api-mock';

// jsdom lacks the layout APIs Mantine reads.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => {};
// Mantine's auto-growing Textarea waits on document.fonts, which jsdom does not have.
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { ready: Promise.resolve(), addEventListener() {}, removeEventListener() {} },
});
// Lazily loaded pages can take more than the default second to appear on a busy machine.
configure({ asyncUtilTimeout: 5000 });
window.scrollTo = () => {};

listenForApiCalls();

// Files share one module graph (isolate: false): nothing a test leaves in a module store may reach the next.
afterEach(() => {
  cleanup();
  notifications.clean();
  localStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  endApiMocks();
});
