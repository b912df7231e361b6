import { expect, type Page } from '@playwright/test';

/**
 * Plays the online class's current lesson to its end in real time, muted (autoplay with sound is
 * blocked): the player's reports must cover most of it before the server counts it as watched, so
 * neither a faster rate nor a jump to the end would do.
 */
export async function playCurrentLesson(page: Page) {
  await page.locator('video').evaluate(async (video: HTMLVideoElement) => {
    video.muted = true;
    await video.play();
  });
  await expect(page.getByRole('status').filter({ hasText: 'Lesson complete' })).toBeVisible({
    timeout: 15_000,
  });
}
