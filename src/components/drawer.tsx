// Mantine's Drawer as a chunk of its own, loaded by menu-drawer.tsx on the first open: import
// MenuDrawer, not this file.
export { Drawer as default } from '@mantine/core'
