import { PageHeader } from '@/components/ui/page-header';
import { LoginButton } from '@/features/auth/components/login-button';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AccountSignInPrompt } from './account-sign-in-prompt';
import { MyAccountTabs } from './my-account-tabs';

/**
 * /my-account (docs/product/screens.md#my-account): the shopper's tabs, or a prompt to sign in for
 * visitors. It follows the session, so signing in here (or an expired token) switches the page
 * without a reload.
 */
export function MyAccountPage() {
  const user = useSession((s) => s.session?.user);
  useDocumentTitle('My Account');
  return (
    <>
      <PageHeader title="My Account" backTo="/" backLabel="Back to shop" aside={<LoginButton />} />
      <main id="main" tabIndex={-1} className="mx-auto max-w-7xl px-4 pt-4 pb-16 outline-none">
        {user ? <MyAccountTabs /> : <AccountSignInPrompt />}
      </main>
    </>
  );
}
