/**
 * The `operationId` of every operation of the API document, by `METHOD /path` as the document spells
 * it. A generated client names its functions after these (`placeBid`, `listAuctions`), so they are part
 * of the API: once published, an id is never renamed, and a new route gets one here (or its own
 * `operationId` in its schema, which wins). `openapi.test.ts` checks that every operation has exactly
 * one, that none repeats, and that no entry names a route that is gone.
 */
export const OPERATION_IDS: Readonly<Record<string, string>> = {
  // platform
  'GET /api/health': 'getHealth',
  'GET /api/ready': 'getReadiness',
  // auth (Better Auth)
  'POST /api/auth/sign-up/email': 'signUp',
  'POST /api/auth/sign-in/email': 'signIn',
  'POST /api/auth/sign-out': 'signOut',
  'POST /api/auth/request-password-reset': 'requestPasswordReset',
  'POST /api/auth/reset-password': 'resetPassword',
  // accounts
  'GET /api/me': 'getMe',
  'PATCH /api/me/language': 'setMyLanguage',
  'GET /api/session': 'getSession',
  'GET /api/admin/users': 'listUsers',
  'POST /api/admin/users': 'createUser',
  'GET /api/admin/users/{id}': 'getUser',
  'POST /api/admin/users/{id}/verification': 'setUserVerification',
  'POST /api/admin/users/{id}/roles': 'addUserRole',
  'DELETE /api/admin/users/{id}/roles': 'removeUserRole',
  'DELETE /api/admin/users/{id}/roles/{role}': 'removeUserRoleByPath',
  'GET /api/vendor/pending-buyers': 'listPendingBuyers',
  'POST /api/vendor/buyers/{id}/approve': 'approveBuyer',
  // auctions
  'GET /api/auctions': 'listAuctions',
  'POST /api/auctions': 'createAuction',
  'GET /api/sellers': 'listSellers',
  'GET /api/auctions/{id}': 'getAuction',
  'PATCH /api/auctions/{id}': 'updateAuction',
  'DELETE /api/auctions/{id}': 'deleteAuction',
  'GET /api/auctions/{id}/reserve-price': 'getReservePrice',
  'POST /api/auctions/{id}/approve': 'approveAuction',
  'POST /api/auctions/{id}/images': 'addAuctionImages',
  'DELETE /api/auctions/{id}/images': 'removeAuctionImage',
  'PATCH /api/auctions/{id}/images': 'arrangeAuctionImages',
  'GET /api/admin/auctions': 'listAuctionsForAdmin',
  'GET /api/admin/auctions/{id}': 'getAuctionForAdmin',
  'GET /api/vendor/auctions': 'listAuctionsForVendor',
  'GET /api/vendor/auctions/{id}': 'getAuctionForVendor',
  'POST /api/auctions/{id}/start': 'startAuction',
  'POST /api/auctions/{id}/end': 'endAuction',
  // bids
  'POST /api/auctions/{id}/bids': 'placeBid',
  'GET /api/auctions/{id}/bids': 'listAuctionBids',
  'POST /api/auctions/{id}/proxy-bid': 'setProxyBid',
  'GET /api/auctions/{id}/proxy-bid': 'getProxyBid',
  'DELETE /api/auctions/{id}/proxy-bid': 'cancelProxyBid',
  'GET /api/me/proxy-bids': 'listMyProxyBids',
  'GET /api/auctions/{id}/bid-log': 'getBidLog',
  'GET /api/bid-log/public-key': 'getBidLogPublicKey',
  'GET /api/auctions/{id}/eligibility': 'getBidEligibility',
  'GET /api/auctions/{id}/bids/summary': 'getBidSummary',
  'GET /api/me/bids': 'listMyBids',
  'GET /api/admin/bids': 'listBids',
  'GET /api/admin/bids/{id}': 'getBid',
  'PATCH /api/admin/bids/{id}': 'setBidFlag',
  // emd
  'GET /api/me/emd': 'getMyEmdWallet',
  'POST /api/auctions/{id}/participation': 'joinAuction',
  'POST /api/me/emd/withdrawals': 'requestEmdWithdrawal',
  'GET /api/admin/emd-withdrawals': 'listEmdWithdrawals',
  'POST /api/admin/emd-withdrawals/{id}/pay': 'payEmdWithdrawal',
  'POST /api/admin/emd-withdrawals/{id}/reject': 'rejectEmdWithdrawal',
  'GET /api/emd/bank-details': 'getEmdBankDetails',
  'POST /api/emd-deposits': 'reportEmdDeposit',
  'GET /api/emd-deposits/mine': 'listMyEmdDeposits',
  'GET /api/admin/emd-deposits': 'listEmdDeposits',
  'POST /api/admin/emd-deposits/{id}/verify': 'verifyEmdDeposit',
  'POST /api/admin/emd-deposits/{id}/reject': 'rejectEmdDeposit',
  'POST /api/admin/users/{id}/emd': 'setUserEmdPaid',
  // sales
  'GET /api/auctions/{id}/sale': 'getSale',
  'GET /api/sales': 'listSales',
  'POST /api/auctions/{id}/sale/accept': 'acceptBidBelowReserve',
  'POST /api/auctions/{id}/sale/lapse': 'lapseBidBelowReserve',
  'POST /api/auctions/{id}/sale/confirm': 'confirmSale',
  'POST /api/auctions/{id}/sale/reject': 'rejectSale',
  'POST /api/auctions/{id}/sale/payments': 'reportSalePayment',
  'POST /api/sale-payments/{id}/verify': 'verifySalePayment',
  'POST /api/sale-payments/{id}/reject': 'rejectSalePayment',
  'POST /api/auctions/{id}/sale/extension': 'extendBalanceDeadline',
  'PUT /api/auctions/{id}/sale/address': 'giveSaleAddress',
  'GET /api/auctions/{id}/sale/certificate': 'getSaleCertificate',
  'GET /api/certificates/{number}': 'verifySaleCertificate',
  'POST /api/auctions/{id}/sale/resale': 'createResale',
  // documents
  'POST /api/auctions/{id}/documents': 'uploadDocument',
  'GET /api/auctions/{id}/documents': 'listAuctionDocuments',
  'GET /api/admin/documents': 'listDocuments',
  'POST /api/admin/documents/{id}/review': 'reviewDocument',
  'PATCH /api/documents/{id}': 'setDocumentVisibility',
  'DELETE /api/documents/{id}': 'deleteDocument',
  'GET /api/documents/{id}/download': 'downloadDocument',
  // notifications
  'GET /api/notifications': 'listNotifications',
  'POST /api/notifications/read-all': 'markAllNotificationsRead',
  'POST /api/notifications/{id}/read': 'markNotificationRead',
  'DELETE /api/notifications/{id}': 'deleteNotification',
  'GET /api/me/notification-preferences': 'getNotificationPreferences',
  'PUT /api/me/notification-preferences': 'updateNotificationPreferences',
  'POST /api/me/notifications/test': 'sendTestNotification',
  'GET /api/unsubscribe': 'unsubscribe',
  'POST /api/unsubscribe': 'unsubscribeOneClick',
  // reminders
  'GET /api/reminders/ids': 'listReminderAuctionIds',
  'POST /api/reminders': 'setReminder',
  'DELETE /api/reminders/{auctionId}': 'removeReminder',
  'GET /api/compare': 'compareAuctions',
  // questions
  'GET /api/auctions/{id}/questions': 'listAuctionQuestions',
  'POST /api/auctions/{id}/questions': 'askQuestion',
  'PUT /api/questions/{id}/answer': 'answerQuestion',
  'PUT /api/questions/{id}/visibility': 'setQuestionVisibility',
  'GET /api/vendor/questions': 'listUnansweredQuestions',
  // saved searches
  'GET /api/saved-searches': 'listSavedSearches',
  'POST /api/saved-searches': 'saveSearch',
  'PATCH /api/saved-searches/{id}': 'updateSavedSearch',
  'DELETE /api/saved-searches/{id}': 'deleteSavedSearch',
  // inspections
  'POST /api/auctions/{id}/inspections': 'requestInspection',
  'GET /api/me/inspections': 'listMyInspections',
  'GET /api/vendor/inspections': 'listOfficerInspections',
  'PUT /api/inspections/{id}/accept': 'acceptInspection',
  'PUT /api/inspections/{id}/propose': 'proposeInspectionSlot',
  'PUT /api/inspections/{id}/decline': 'declineInspection',
  'PUT /api/inspections/{id}/accept-proposal': 'acceptInspectionProposal',
  'PUT /api/inspections/{id}/cancel': 'cancelInspection',
  'GET /api/inspections/{id}/invite.ics': 'getInspectionInvite',
  // maps
  'GET /api/map/tiles': 'getMapTiles',
  'GET /api/map/pins/{pin}': 'getPinPlace',
  // calendar
  'GET /api/auctions/{id}/calendar.ics': 'getAuctionCalendarFile',
  'GET /api/me/calendar-feed': 'getCalendarFeed',
  'POST /api/me/calendar-feed': 'createCalendarFeed',
  'DELETE /api/me/calendar-feed': 'stopCalendarFeed',
  'GET /api/calendar/{file}': 'getCalendarFeedFile',
  // watchlist
  'GET /api/watchlist': 'listWatchlist',
  'POST /api/watchlist': 'watchAuction',
  'GET /api/watchlist/ids': 'listWatchedAuctionIds',
  'DELETE /api/watchlist/{auctionId}': 'unwatchAuction',
  // push
  'GET /api/push/public-key': 'getPushPublicKey',
  'POST /api/me/push-subscriptions': 'savePushSubscription',
  'DELETE /api/me/push-subscriptions': 'deletePushSubscription',
  // reports
  'GET /api/reports/buyer': 'getBuyerReport',
  'GET /api/reports/vendor': 'getVendorReport',
  'GET /api/reports/admin': 'getAdminReport',
  'GET /api/admin/reconciliation': 'getReconciliation',
  'GET /api/admin/dashboard': 'getAdminDashboard',
  'GET /api/vendor/dashboard': 'getVendorDashboard',
  'GET /api/buyer/dashboard': 'getBuyerDashboard',
  'GET /api/stats': 'getHomeStats',
  // audit
  'GET /api/admin/activity': 'listActivity',
  // media
  'GET /api/admin/sample-images': 'listSampleImages',
  'POST /api/admin/sample-images': 'copySampleImages',
  'POST /api/admin/sample-images/{name}': 'copySampleImage',
  // mail
  'GET /api/admin/outbox': 'listOutbox',
  'GET /api/dev/outbox': 'listDemoOutbox',
  // demo
  'GET /api/demo-users': 'getDemoMode',
  'POST /api/demo-users': 'createDemoUsers',
  'POST /api/demo-users/reset': 'resetDemoUsers',
};

/** The key of OPERATION_IDS for a route: `/api/auctions/:id` is written `/api/auctions/{id}`, as in the document. */
export function operationKey(method: string, url: string): string {
  return `${method.toUpperCase()} ${url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`;
}
