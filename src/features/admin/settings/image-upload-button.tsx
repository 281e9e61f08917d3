import { Button, FileButton } from '@mantine/core'
import { adminServerMessages } from '../../../../contract/admin'
import { adminToast } from '../admin-notify'

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp']

/** A button that picks a PNG, JPEG or WebP image and hands it over (other types are refused here). */
export function ImageUploadButton({
  label,
  loading,
  onFile,
}: {
  label: string
  loading: boolean
  onFile: (file: File) => void
}) {
  return (
    <FileButton
      accept={IMAGE_TYPES.join(',')}
      onChange={(file) => {
        if (!file) return
        if (IMAGE_TYPES.includes(file.type)) onFile(file)
        else adminToast.error(adminServerMessages.imageWrongType)
      }}
    >
      {(props) => (
        <Button variant="default" loading={loading} {...props}>
          {label}
        </Button>
      )}
    </FileButton>
  )
}
