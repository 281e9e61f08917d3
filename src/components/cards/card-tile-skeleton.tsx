// What a card list shows while it loads: tiles of the final size (same markup and classes as a real
// tile, with placeholder text under a shimmer), so nothing moves when the cards arrive.
import type { Card } from '../../../contract/cards'
import { CardTile } from './card-tile'
import classes from './card-tile.module.css'

// Its words never show (the shimmer covers them, the grid is hidden from assistive technology): they
// only give the blocks their size.
const placeholder: Card = {
  _id: 'skeleton',
  cardTitle: 'Loading',
  description: 'Loading', // i18n-ignore: hidden under the shimmer
  category: [],
  price: 0,
  rarity: 'Common',
  imageUrl: '',
  creatorName: 'Loading',
  streamerEmailId: 'Loading',
  duration: 0,
  cooldownSeconds: null,
  viewerCooldownSeconds: null,
  sound: null,
  subscribersOnly: false,
}

/** `withAction`: the tiles it stands for have a button at their foot (Buy…). */
export function CardTileSkeleton({ withAction = true }: { withAction?: boolean }) {
  return (
    <CardTile card={placeholder} skeleton>
      {withAction ? <div className={`${classes.actionPlaceholder} ${classes.shimmer}`} /> : null}
    </CardTile>
  )
}
