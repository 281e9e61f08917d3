// The administrator area (spec section 2, Admin): one lazily loaded chunk behind the app's
// `/admin/*` route, with each screen in a chunk of its own. The landing page never loads any of it.
import { lazy, Suspense } from 'react'
import { Navigate, Route, Routes } from 'react-router-dom'
import { PageLoader } from '../../components/page-loader'
import { AdminShell } from './shell/admin-shell'
import { RequireAdmin } from './shell/require-admin'

const LoginPage = lazy(() => import('./auth/login-page'))
const ForgotPasswordPage = lazy(() => import('./auth/forgot-password-page'))
const ResetPasswordPage = lazy(() => import('./auth/reset-password-page'))
const DashboardPage = lazy(() => import('./dashboard/dashboard-page'))
const UsersPage = lazy(() => import('./users/users-page'))
const CardsPage = lazy(() => import('./cards/cards-page'))
const PaymentsPage = lazy(() => import('./payments/payments-page'))
const ProfilePage = lazy(() => import('./profile/profile-page'))
const SettingsPage = lazy(() => import('./settings/settings-page'))

export default function AdminApp() {
  return (
    <Suspense fallback={<PageLoader />}>
      <Routes>
        <Route path="login" element={<LoginPage />} />
        <Route path="forgot-password" element={<ForgotPasswordPage />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route element={<RequireAdmin />}>
          <Route element={<AdminShell />}>
            <Route path="dashboard" element={<DashboardPage />} />
            <Route path="user-management" element={<UsersPage />} />
            <Route path="card-management" element={<CardsPage />} />
            <Route path="payment-management" element={<PaymentsPage />} />
            <Route path="profile" element={<ProfilePage />} />
            <Route path="settings" element={<SettingsPage />} />
            <Route path="*" element={<Navigate to="/admin/dashboard" replace />} />
          </Route>
        </Route>
      </Routes>
    </Suspense>
  )
}
