import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe for a page of ours: the footer's Google map is a third-party frame that never loads offline,
 * and axe would wait on it forever (its title is still checked on the iframe element itself).
 */
export const axe = (page: Page) => new AxeBuilder({ page }).exclude('iframe[title^="Map:"]');
