import { useEffect } from 'react'
import { useDispatch } from 'react-redux'
import { notifySessionExpired } from '../../lib/notify'
import { isLiveSession } from '../../lib/session'
import { endSession, useSession } from '../../lib/session-slice'
import PublicLayout from './public-layout'
import UserLayout from './user-layout'

/**
 * The layout of the user area's pages, and of those open to everyone that a signed-in user knows from
 * it (the market, the streamers, a streamer's cards and public page): the user area's when signed
 * in, the public pages' header and footer otherwise, so that a signed-out visitor sees no menu of
 * pages that are not theirs yet. One chunk for both uses (the market's server render preloads it).
 */
export default function BrowseLayout() {
  const session = useSession()
  const live = isLiveSession(session)
  const expired = !live && session.token !== null
  const dispatch = useDispatch()
  // A session that ran out while away: said, and cleared, as on the user area's pages; the page
  // itself stays, open to everyone.
  useEffect(() => {
    if (!expired) return
    endSession(dispatch)
    notifySessionExpired()
  }, [expired, dispatch])
  return live ? <UserLayout /> : <PublicLayout />
}
