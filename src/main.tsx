import '@mantine/core/styles.css'
import './app/global.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { captureInstallPrompt } from './offline/install-prompt'
import { registerServiceWorker } from './offline/register-sw'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

// Before the first render: the browser may offer installation at once.
captureInstallPrompt()

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
)

// The app's one service worker registration (the overlay never imports this entry).
registerServiceWorker()
