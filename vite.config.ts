import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// Two entries: the React PWA (index.html) and the OBS overlay (overlay/index.html).
// The dev server proxies the API to the Fastify server (npm run dev starts both).
const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 8080}`

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    rollupOptions: {
      input: {
        app: resolve(import.meta.dirname, 'index.html'),
        overlay: resolve(import.meta.dirname, 'overlay/index.html'),
      },
    },
  },
  server: {
    proxy: {
      '/auth': apiTarget,
      '/overlay/events': apiTarget,
      '/uploads': apiTarget,
      '/healthz': apiTarget,
      '/docs': apiTarget,
    },
  },
})
