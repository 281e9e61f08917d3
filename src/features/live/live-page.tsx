// /live (creators): the streamer's live queue and stream settings. Built in full by the Live page change.
export default function LivePage() {
  return null
}
