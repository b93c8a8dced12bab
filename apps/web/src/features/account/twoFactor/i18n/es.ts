import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  title: 'Verificación en dos pasos',
  intro:
    'Además de la contraseña, se te pedirá en cada inicio de sesión un código de 6 dígitos de tu aplicación de autenticación (Google Authenticator, Microsoft Authenticator, 2FAS…).',
  enabledSince: 'Activada desde el {date}',
  disabled: 'Desactivada',
  enable: 'Activar la verificación en dos pasos',
  scanTitle: '1. Escanea este código QR con tu aplicación',
  qrAlt: 'Código QR para escanear con tu aplicación de autenticación',
  manualKey: 'O escribe esta clave a mano',
  copy: 'Copiar',
  copied: 'Copiado',
  confirmTitle: '2. Escribe el código que muestra la aplicación',
  code: 'Código de 6 dígitos',
  recoveryTitle: 'Tus códigos de recuperación',
  recoveryIntro:
    'Cada código sustituye una vez al código de la aplicación si pierdes el teléfono. No se volverán a mostrar: cópialos o descárgalos ahora.',
  copyCodes: 'Copiar los códigos',
  downloadCodes: 'Descargar (.txt)',
  codesSaved: 'He guardado mis códigos en un lugar seguro',
  codesLeft:
    '{count, plural, =0 {No te quedan códigos de recuperación: crea otros nuevos.} one {Queda # código de recuperación} other {Quedan # códigos de recuperación}}',
  renew: 'Nuevos códigos de recuperación',
  renewTitle: 'Sustituir los códigos de recuperación',
  renewHint: 'Los códigos anteriores dejarán de funcionar.',
  disable: 'Desactivar',
  disableTitle: 'Desactivar la verificación en dos pasos',
  disableHint: 'Se necesitan tu contraseña y un código de la aplicación (o un código de recuperación).',
  password: 'Contraseña',
  codeOrRecovery: 'Código de 6 dígitos o código de recuperación',
  loadFailed: 'No se pudo cargar el estado de la verificación en dos pasos.',
  failed: 'La operación no se pudo completar.',
  codesFileName: 'griot-codigos-de-recuperacion.txt',
} satisfies Translation<typeof fr>;
