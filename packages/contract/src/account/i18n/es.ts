import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  nameRequired: 'El nombre completo es obligatorio',
  nameTooLong: 'El nombre no puede superar los 200 caracteres',
  phoneInvalid:
    'Número de teléfono no válido: indícalo con el prefijo del país, por ejemplo +221 77 123 45 67',
  birthDateInvalid: 'Fecha de nacimiento no válida',
  locationTooLong: 'La ubicación no puede superar los 120 caracteres',
  bioTooLong: 'La biografía no puede superar los 500 caracteres',
  languageInvalid: 'Idioma no admitido',
  visibilityInvalid: 'Visibilidad del perfil no válida',
  emailInUse: 'Este email ya está asociado a una cuenta.',
  phoneInUse: 'Este número de teléfono ya está asociado a una cuenta.',
  profileSaved: 'Perfil actualizado',
  settingsSaved: 'Configuración guardada',
  avatarSaved: 'Foto de perfil actualizada',
  avatarFormat: 'La foto debe ser una imagen JPG o PNG',
  avatarTooLarge: 'La foto no puede superar los 5 MB',
  sessionNotFound: 'Sesión no encontrada',
  currentSession: 'Para cerrar la sesión actual, usa «Cerrar sesión»',
  sessionRevoked: 'Sesión cerrada',
  otherSessionsRevoked:
    '{count, plural, =0 {No hay otras sesiones abiertas} =1 {1 sesión más cerrada} other {{count} sesiones más cerradas}}',
  currentPasswordRequired: 'La contraseña actual es obligatoria',
  currentPasswordWrong: 'Contraseña actual incorrecta',
  newPasswordWeak: 'La nueva contraseña no cumple todos los requisitos',
  newPasswordSame: 'La nueva contraseña debe ser distinta de la actual',
  passwordMismatch: 'Las contraseñas no coinciden',
  passwordChanged: 'Contraseña cambiada: se han cerrado tus otras sesiones.',
  invoiceNotFound: 'Factura no encontrada',
  exportRunning: 'Ya hay una exportación de tus datos en curso: espera a que termine antes de pedir otra.',
  exportServerBusy:
    'El servidor ya está preparando otras exportaciones: inténtalo de nuevo dentro de unos minutos.',
  exportLimit:
    'Has pedido varias exportaciones de tus datos en poco tiempo: inténtalo de nuevo dentro de {minutes, plural, one {# minuto} other {# minutos}}.',
  deletionPasswordRequired: 'Introduce tu contraseña para confirmar la eliminación',
  deletionNotConfirmed: 'Confirma la eliminación de la cuenta: esta acción no se puede deshacer.',
  deletionWrongPassword: 'Contraseña incorrecta: la cuenta no se ha eliminado.',
  accountDeleted: 'Tu cuenta y todos sus datos se han eliminado.',
  tooManyAttempts: 'Demasiados intentos. Inténtalo de nuevo dentro de unos minutos.',
  twoFactorCodeRequired: 'Introduce el código de 6 dígitos de tu aplicación',
  twoFactorCodeWrong:
    'Código incorrecto: comprueba la hora de tu teléfono e introduce el código que aparece ahora.',
  twoFactorCodeReused: 'Este código ya se ha usado: espera al siguiente.',
  twoFactorNotStarted: 'Empieza por «Activar» para obtener un código QR.',
  twoFactorAlreadyEnabled: 'La verificación en dos pasos ya está activada.',
  twoFactorNotEnabled: 'La verificación en dos pasos no está activada.',
  twoFactorEnabled:
    'Verificación en dos pasos activada: guarda tus códigos de recuperación en un lugar seguro.',
  twoFactorDisabled: 'Verificación en dos pasos desactivada.',
  recoveryCodesRenewed: 'Nuevos códigos de recuperación creados: los anteriores ya no funcionan.',
  twoFactorPasswordWrong: 'Contraseña incorrecta: la verificación en dos pasos sigue activada.',
  device: {
    unknown: 'Dispositivo desconocido',
    unknownBrowser: 'Navegador desconocido',
    browserOn: '{browser} en {system}',
    someBrowserOn: 'Navegador en {system}',
  },
} satisfies Translation<typeof fr>;
