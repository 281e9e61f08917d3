// The landing page's 'Start streaming' for a signed-in viewer, a chunk of its own: it calls the API,
// and a signed-out visitor's landing page loads neither it nor the API client.
import { Trans } from '@lingui/react/macro'
import { Button, type ButtonProps } from '@mantine/core'
import { useStartStreaming } from './use-start-streaming'

export default function StartStreamingButton(props: Omit<ButtonProps, 'children' | 'loading'>) {
  const { startStreaming, starting } = useStartStreaming()
  return (
    <Button onClick={startStreaming} loading={starting} {...props}>
      <Trans>Start streaming</Trans>
    </Button>
  )
}
