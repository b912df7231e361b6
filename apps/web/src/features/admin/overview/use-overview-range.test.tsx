import { render, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useOverviewRange } from './use-overview-range';

describe('useOverviewRange', () => {
  it('keeps both of two quick edits when the page renders before the router delivers the first', async () => {
    let range!: ReturnType<typeof useOverviewRange>;
    let renderAgain!: () => void;
    function Fields() {
      range = useOverviewRange();
      const [, setRenders] = useState(0);
      renderAgain = () => setRenders((n) => n + 1);
      return null;
    }
    const router = createMemoryRouter([{ path: '*', element: <Fields /> }], {
      initialEntries: ['/admindash/overview?from=2030-01-10&to=2030-01-01'],
    });
    render(<RouterProvider router={router} />);
    const address = () => new URLSearchParams(router.state.location.search);

    range.setDay('from', '2001-01-01');
    flushSync(() => renderAgain());
    range.setDay('to', '2001-01-31');
    await waitFor(() => expect(address().get('to')).toBe('2001-01-31'));
    expect(address().get('from')).toBe('2001-01-01');
  });
});
