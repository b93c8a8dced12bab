import { handleBilling, handleInvoicePdf } from './handleBilling';
import { handleDeleteAccount, handleExportData } from './handleDataRights';
import { handleChangePassword } from './handlePassword';
import { handleGetProfile, handleUpdateProfile, handleUploadAvatar } from './handleProfile';
import { handleListSessions, handleRevokeOtherSessions, handleRevokeSession } from './handleSessions';
import { handleGetSettings, handleUpdateSettings } from './handleSettings';
import {
  handleTwoFactorDisable,
  handleTwoFactorEnable,
  handleTwoFactorRecoveryCodes,
  handleTwoFactorSetup,
  handleTwoFactorStatus,
} from './handleTwoFactor';

export const accountRouter = {
  profile: handleGetProfile,
  updateProfile: handleUpdateProfile,
  avatar: handleUploadAvatar,
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
