// Every card's picture is one of the preset images (the contract's PRESET_CARD_IMAGES), each a few
// hundred bytes of SVG. A card shows its picture inline, as a data: URI built into the bundle: the
// server-rendered market paints its cards' pictures with its HTML instead of a round trip after it
// (a picture is the market's largest paint on a phone). The files stay in public/cards/, where the
// overlay, the create form's picker and the stored URLs name them.
const inlined = import.meta.glob<string>('../../../public/cards/preset-*.svg', {
  query: '?inline',
  import: 'default',
  eager: true,
})

/** The src for a card's picture: the preset inline, or the URL itself when it names no preset. */
export function cardImageSrc(imageUrl: string): string {
  return inlined[`../../../public${imageUrl}`] ?? imageUrl
}
