import { handleBilling } from './handleBilling';
import { handleChangePassword } from './handleChangePassword';
import { handleDeleteAccount } from './handleDeleteAccount';
import { handleExportData } from './handleExportData';
import { handleGetProfile } from './handleGetProfile';
import { handleGetSettings } from './handleGetSettings';
import { handleInvoicePdf } from './handleInvoicePdf';
import { handleListSessions } from './handleListSessions';
import { handleRevokeOtherSessions } from './handleRevokeOtherSessions';
import { handleRevokeSession } from './handleRevokeSession';
import { handleTwoFactorDisable } from './handleTwoFactorDisable';
import { handleTwoFactorEnable } from './handleTwoFactorEnable';
import { handleTwoFactorRecoveryCodes } from './handleTwoFactorRecoveryCodes';
import { handleTwoFactorSetup } from './handleTwoFactorSetup';
import { handleTwoFactorStatus } from './handleTwoFactorStatus';
import { handleUpdateProfile } from './handleUpdateProfile';
import { handleUpdateSettings } from './handleUpdateSettings';
import { handleUploadProfilePicture } from './handleUploadProfilePicture';

export const accountRouter = {
  profile: handleGetProfile,
  updateProfile: handleUpdateProfile,
  avatar: handleUploadProfilePicture,
  settings: handleGetSettings,
  updateSettings: handleUpdateSettings,
  sessions: handleListSessions,
  revokeSession: handleRevokeSession,
  revokeOtherSessions: handleRevokeOtherSessions,
  changePassword: handleChangePassword,
  billing: handleBilling,
  invoicePdf: handleInvoicePdf,
  exportData: handleExportData,
  deleteAccount: handleDeleteAccount,
  twoFactorStatus: handleTwoFactorStatus,
  twoFactorSetup: handleTwoFactorSetup,
  twoFactorEnable: handleTwoFactorEnable,
  twoFactorRecoveryCodes: handleTwoFactorRecoveryCodes,
  twoFactorDisable: handleTwoFactorDisable,
};
