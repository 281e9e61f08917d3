import { Trans } from '@lingui/react/macro'
import { Badge } from '@mantine/core'

export function FreeBadge() {
  return (
    <Badge color="teal" variant="filled" radius="sm">
      <Trans>FREE</Trans>
    </Badge>
  )
}
