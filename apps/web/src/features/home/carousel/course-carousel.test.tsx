import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { courses } from '../home-fixtures';
import { CAROUSEL_INTERVAL_MS, CAROUSEL_START_DELAY_MS, ringOffset } from './carousel-timing';
import { CourseCarousel } from './course-carousel';

const five = courses.slice(0, 5);

function renderCarousel() {
  render(
    <MantineProvider env="test">
      <MemoryRouter>
        <CourseCarousel courses={five} />
      </MemoryRouter>
    </MantineProvider>,
  );
  return screen.getByRole('region', { name: 'Popular courses' });
}

/** The slide at the front, by its label ("2 of 5: Java FullStack"). */
const front = () => document.querySelector('[data-active]')?.getAttribute('aria-label');
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('ring offsets', () => {
  it('places every slide within two steps of the front one, wrapping around', () => {
    expect([0, 1, 2, 3, 4].map((i) => ringOffset(i, 0, 5))).toEqual([0, 1, 2, -2, -1]);
    expect([0, 1, 2, 3, 4].map((i) => ringOffset(i, 4, 5))).toEqual([1, 2, -2, -1, 0]);
  });
});

describe('course carousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the five cards with the spec highlights and a link to each course', () => {
    const carousel = renderCarousel();
    expect(carousel.querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(5);
    expect(front()).toBe('1 of 5: Python FullStack');
    const card = carousel.querySelector('[data-active]') as HTMLElement;
    for (const text of ['50 students', '75 days', 'Live project', 'Certification', 'Job placement']) {
      expect(card).toHaveTextContent(text);
    }
    expect(card.querySelector('a')).toHaveAttribute('href', '/traincard/1');
  });

  it(`turns every ${CAROUSEL_INTERVAL_MS} ms, starting ${CAROUSEL_START_DELAY_MS} ms after it appears, and wraps`, () => {
    renderCarousel();
    advance(CAROUSEL_START_DELAY_MS + CAROUSEL_INTERVAL_MS - 1);
    expect(front()).toBe('1 of 5: Python FullStack');
    advance(1);
    expect(front()).toBe('2 of 5: Java FullStack');
    advance(CAROUSEL_INTERVAL_MS * 3);
    expect(front()).toBe('5 of 5: AWS');
    advance(CAROUSEL_INTERVAL_MS);
    expect(front()).toBe('1 of 5: Python FullStack');
  });

  it('stops while the mouse is over it and goes on when it leaves', () => {
    const carousel = renderCarousel();
    fireEvent.mouseEnter(carousel);
    advance(10_000);
    expect(front()).toBe('1 of 5: Python FullStack');
    fireEvent.mouseLeave(carousel);
    advance(CAROUSEL_START_DELAY_MS + CAROUSEL_INTERVAL_MS);
    expect(front()).toBe('2 of 5: Java FullStack');
  });

  it('moves with the buttons and the arrow keys, and the pause button stops it', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Previous course' }));
    expect(front()).toBe('5 of 5: AWS');
    fireEvent.click(screen.getByRole('button', { name: 'Next course' }));
    expect(front()).toBe('1 of 5: Python FullStack');
    fireEvent.keyDown(screen.getByRole('button', { name: 'Next course' }), { key: 'ArrowRight' });
    expect(front()).toBe('2 of 5: Java FullStack');
    fireEvent.keyDown(screen.getByRole('button', { name: 'Next course' }), { key: 'ArrowLeft' });
    expect(front()).toBe('1 of 5: Python FullStack');

    fireEvent.click(screen.getByRole('button', { name: 'Pause rotation' }));
    advance(10_000);
    expect(front()).toBe('1 of 5: Python FullStack');
    // A person's own change is announced while it stands still.
    expect(screen.getByText('Slide 1 of 5: Python FullStack')).toHaveAttribute('aria-live', 'polite');
    fireEvent.click(screen.getByRole('button', { name: 'Start rotation' }));
    advance(CAROUSEL_START_DELAY_MS + CAROUSEL_INTERVAL_MS);
    expect(front()).toBe('2 of 5: Java FullStack');
  });

  it('keeps the cards behind the front one out of reach', () => {
    const carousel = renderCarousel();
    const slides = [...carousel.querySelectorAll('[aria-roledescription="slide"]')];
    expect(slides.filter((slide) => slide.hasAttribute('inert'))).toHaveLength(4);
    expect(slides[0]).not.toHaveAttribute('inert');
  });

  it('starts still for a person who asked for reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('prefers-reduced-motion: reduce'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    renderCarousel();
    advance(10_000);
    expect(front()).toBe('1 of 5: Python FullStack');
    expect(screen.getByRole('button', { name: 'Start rotation' })).toBeInTheDocument();
  });
});
