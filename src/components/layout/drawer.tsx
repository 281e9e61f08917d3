export { Drawer as default } from '@mantine/core'
