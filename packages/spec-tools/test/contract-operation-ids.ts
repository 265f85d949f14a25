// The operationIds fixed by the team contract (one per API call of product-spec section 7),
// grouped by tag. The spec's path operations must use exactly these.
export const CONTRACT_OPERATION_IDS: Record<string, string[]> = {
  Authentication: ['createAccessToken', 'createWebComponentToken'],
  'Sub accounts': ['createSubAccount', 'listSubAccounts', 'getSubAccount', 'getSubAccountPayoutAccount', 'getSubAccountSettings'],
  Payouts: [
    'listProceeds', 'getProceeds', 'getProceedsReport', 'listPayouts', 'getPayout', 'updatePayout', 'getPayoutReport',
    'listBalanceTransactions', 'getBalanceTransaction',
  ],
  'Payment intents': [
    'createPaymentIntent', 'listPaymentIntents', 'getPaymentIntent', 'updatePaymentIntent', 'capturePaymentIntent',
    'listPaymentIntentPayments',
  ],
  Payments: [
    'createPayment', 'listPayments', 'getPayment', 'updatePayment', 'capturePayment', 'createPaymentRefund', 'voidPayment',
    'listPaymentBalanceTransactions',
  ],
  'Payment methods': [
    'createPaymentMethod', 'listPaymentMethods', 'getPaymentMethod', 'updatePaymentMethod', 'clonePaymentMethod',
    'createPaymentMethodGroup', 'listPaymentMethodGroups', 'getPaymentMethodGroup', 'updatePaymentMethodGroup',
    'removePaymentMethodFromGroup',
  ],
  Refunds: ['listRefunds', 'getRefund', 'updateRefund'],
  Disputes: ['listDisputes', 'getDispute', 'updateDispute', 'uploadDisputeEvidence', 'saveDisputeResponse', 'submitDisputeResponse'],
  Insurance: ['bindInsurance'],
  Entities: [
    'createBusiness', 'listBusinesses', 'getBusiness', 'updateBusiness', 'createIdentity', 'listIdentities', 'getIdentity',
    'updateIdentity', 'createAddress', 'listAddresses', 'getAddress', 'updateAddress', 'createDocument', 'listDocuments',
    'getDocument', 'createBankAccount', 'listBankAccounts', 'getBankAccount', 'acceptTerms', 'provisionBusiness',
  ],
  Fees: ['getAchReturnFee'],
  Terminals: [
    'payWithTerminal', 'listTerminals', 'getTerminal', 'updateTerminal', 'getTerminalStatus', 'identifyTerminal',
    'listTerminalOrders', 'createTerminalOrder', 'getTerminalOrder',
  ],
  Checkouts: ['createCheckout', 'listCheckouts', 'getCheckout', 'updateCheckout', 'completeCheckout', 'refundCheckout'],
  Reports: ['createReport', 'listReports', 'getReport'],
};
