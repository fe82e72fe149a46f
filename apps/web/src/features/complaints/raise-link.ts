import { accountTabHref } from '@/lib/account-tabs';

/** `?new=1` on the Complaints tab opens the 'Raise Complaint' modal as it loads. */
export const RAISE_COMPLAINT_PARAM = 'new';

export const raiseComplaintHref = `${accountTabHref('complaints')}&${RAISE_COMPLAINT_PARAM}=1`;
