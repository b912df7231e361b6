import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../lib/api';
import { operationError } from './error-text';
import { StatusBanners } from './status-banners';
import { BANNER_CLEAR_MS, useStatusBanners } from './use-status-banners';

function Harness() {
  const banners = useStatusBanners();
  return (
    <>
      <button type="button" onClick={() => banners.showError('Error 500 in creating course: Boom')}>
        fail
      </button>
      <button type="button" onClick={() => banners.showSuccess('Course created successfully.')}>
        succeed
      </button>
      <StatusBanners banners={banners} />
    </>
  );
}

const renderHarness = () =>
  render(
    <MantineProvider env="test">
      <Harness />
    </MantineProvider>,
  );

describe('status banners', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('clears the red banner 3 seconds after it appears', () => {
    renderHarness();
    fireEvent.click(screen.getByRole('button', { name: 'fail' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Error 500 in creating course: Boom');

    act(() => vi.advanceTimersByTime(BANNER_CLEAR_MS - 1));
    expect(screen.getByRole('alert')).toHaveTextContent('Boom');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('clears the green banner after 3 seconds; a new message replaces the other kind and restarts the clock', () => {
    renderHarness();
    expect(BANNER_CLEAR_MS).toBe(3000);
    fireEvent.click(screen.getByRole('button', { name: 'fail' }));
    act(() => vi.advanceTimersByTime(2000));
    fireEvent.click(screen.getByRole('button', { name: 'succeed' }));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(screen.getByRole('status')).toHaveTextContent('Course created successfully.');

    act(() => vi.advanceTimersByTime(2000));
    fireEvent.click(screen.getByRole('button', { name: 'succeed' }));
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('status')).toHaveTextContent('Course created successfully.');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});

describe('operation error text (spec 001 §8)', () => {
  it('names the status, the operation and the server’s reason', () => {
    expect(operationError('deleting course', new ApiRequestError(409, 'Has learners.'))).toBe(
      'Error 409 in deleting course: Has learners.',
    );
  });

  it('falls back to the operation’s message, then to the error’s own, then to Unknown error', () => {
    expect(
      operationError('creating course', new ApiRequestError(500), { fallback: 'Failed to create course' }),
    ).toBe('Error 500 in creating course: Failed to create course');
    expect(operationError('fetching courses', new Error('Offline'))).toBe(
      'Error in fetching courses: Offline',
    );
    expect(operationError('fetching courses', 'nonsense')).toBe('Error in fetching courses: Unknown error');
  });

  it('leaves out the status when the server was not reached', () => {
    expect(operationError('creating course', new ApiRequestError(0), { fallback: 'Failed' })).toBe(
      'Error in creating course: Unable to connect to the backend server.',
    );
  });

  it('adds the field messages for the syllabus error object', () => {
    const error = new ApiRequestError(400, 'Invalid input.', {
      week_number: ['Valid week number is required.'],
    });
    expect(operationError('creating syllabus', error, { withFields: true })).toBe(
      'Error 400 in creating syllabus: Invalid input. (week_number: Valid week number is required.)',
    );
  });
});
