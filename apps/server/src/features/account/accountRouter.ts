import { handleBilling, handleInvoicePdf } from './handleBilling';
import { handleDeleteAccount, handleExportData } from './handleDataRights';
import { handleChangePassword } from './handlePassword';
import { handleGetProfile, handleUpdateProfile, handleUploadAvatar } from './handleProfile';
import { handleListSessions, handleRevokeOtherSessions, handleRevokeSession } from './handleSessions';
import { handleGetSettings, handleUpdateSettings } from './handleSettings';

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
};
