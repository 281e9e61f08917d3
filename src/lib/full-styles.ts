/**
 * The rest of the style sheets of a page that came with only the part its markup uses inline (the
 * prerendered public pages and the server-rendered market, scripts/critical-css.ts): the page-start
 * script links their deferred parts after the first paint. The app renders once they are in, so that
 * nothing it adds to the page (a menu, a toast, a visitor's own links) paints unstyled. A sheet that
 * fails to load does not hold the app back.
 */
export function fullStylesLoaded(): Promise<void> {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[data-full-styles]')]
  return Promise.all(
    links.map((link) =>
      link.sheet
        ? undefined
        : new Promise<void>((resolve) => {
            link.addEventListener('load', () => resolve(), { once: true })
            link.addEventListener('error', () => resolve(), { once: true })
          }),
    ),
  ).then(() => undefined)
}
