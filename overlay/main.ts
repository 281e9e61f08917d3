// The OBS overlay. It stays empty until the overlay feature subscribes it to the streamer's events.
const key = new URLSearchParams(location.search).get('key')
if (!key) console.warn('Cardcast overlay: no stream key in the URL; nothing will be shown.')
