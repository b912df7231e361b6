/**
 * Mantine's darkest green (green.9) gives white text only 4.4:1; small bold text needs 4.5:1. This
 * green gives 6:1. exam.module.css repeats it for the palette (CSS cannot import it).
 */
export const PASS_GREEN = '#237032';
