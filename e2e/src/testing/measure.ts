import type { Locator } from 'playwright-core';

// What a person sees of a layout, measured in the browser.

/** How many lines an element's text takes (distinct tops of its line boxes). */
export const lines = (locator: Locator) =>
  locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const tops = [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => rect.top);
    return tops.filter((top, index) => tops.findIndex((other) => Math.abs(other - top) < 6) === index).length;
  });

/** How many lines a block's text wraps to (its height in line heights): a word broken a letter a line counts every letter. */
export const wrapped = (locator: Locator) =>
  locator.evaluate((element) => Math.round(element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight)));

/** How far an element's content sticks out sideways (0 when it fits). */
export const overflow = (locator: Locator) => locator.evaluate((element) => element.scrollWidth - element.clientWidth);
