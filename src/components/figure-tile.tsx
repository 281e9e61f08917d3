import { Paper, Text } from '@mantine/core'
import { useId } from 'react'

/**
 * One figure as a labelled group, so that a screen reader (and a test) reads 'Sales, 4' rather than a
 * loose number: the label, the value, a hint under it.
 */
export function FigureTile({ label, value, hint }: { label: string; value: string; hint: string }) {
  const id = useId()
  return (
    <Paper withBorder radius="md" p="md" role="group" aria-labelledby={id}>
      <Text id={id} size="xs" tt="uppercase" fw={700} c="dimmed" lts={0.4}>
        {label}
      </Text>
      <Text fz={{ base: 20, xs: 24 }} fw={800} lh={1.25} mt={4} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
      <Text size="xs" c="dimmed" mt={2}>
        {hint}
      </Text>
    </Paper>
  )
}
