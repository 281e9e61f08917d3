// The market's search box: card titles and streamer names, searched by the server once typing pauses.
import { useLingui } from '@lingui/react/macro'
import { CloseButton, TextInput } from '@mantine/core'
import { useDebouncedCallback } from '@mantine/hooks'
import { useEffect, useState } from 'react'
import { MAX_CARD_SEARCH_LENGTH } from '../../../contract/constants'

/** How long typing must pause before the search is sent. */
const SEARCH_PAUSE_MS = 300

export function MarketSearch({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const { t } = useLingui()
  const [text, setText] = useState(value)
  const search = useDebouncedCallback((next: string) => onSearch(next.trim()), SEARCH_PAUSE_MS)
  // Back and forward change the address: the box follows it.
  useEffect(() => setText(value), [value])
  return (
    <TextInput
      type="search"
      label={t`Search cards or streamers`}
      placeholder={t`A card's title or a streamer's name`}
      maxLength={MAX_CARD_SEARCH_LENGTH}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value)
        search(event.currentTarget.value)
      }}
      rightSection={
        text ? (
          <CloseButton
            aria-label={t`Clear the search`}
            onClick={() => {
              setText('')
              onSearch('')
            }}
          />
        ) : null
      }
      w={{ base: '100%', sm: 360 }}
    />
  )
}
