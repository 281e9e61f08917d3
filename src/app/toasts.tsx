// The toasts (react-hot-toast): the one stack and its behaviour. Loaded apart from the first paint
// (src/app/provider.tsx): a toast raised earlier waits in react-hot-toast's store until they mount.
import { ToastBehaviour } from './toast-behaviour'
import { ToastStack } from './toast-stack'

export default function Toasts() {
  return (
    <>
      <ToastBehaviour />
      <ToastStack />
    </>
  )
}
