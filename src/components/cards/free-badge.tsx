import { Badge } from '@mantine/core'

export function FreeBadge() {
  return (
    <Badge color="teal" variant="filled" radius="sm">
      FREE
    </Badge>
  )
}
