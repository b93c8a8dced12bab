import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  title: 'Crear una cuenta',
  subtitle: 'Tres pasos para lanzar tus chatbots. Todos los campos son obligatorios.',
  steps: {
    identity: 'Identidad',
    password: 'Contraseña',
    verification: 'Verificación',
  },
  alreadyRegistered: '¿Ya tienes cuenta?',
  redirecting: 'Te llevamos a la página de inicio de sesión…',
  identity: {
    firstname: 'Nombre',
    lastname: 'Apellidos',
    company: 'Nombre de la empresa',
    email: 'Correo electrónico',
    country: 'País',
    noCountry: 'No se ha encontrado ningún país',
    phone: 'Número de teléfono',
    phoneExample: 'Ej.: {example}',
    userType: 'Tipo de cuenta',
    userTypes: {
      personal: 'Me registro para mí',
      provider: 'Proveedor tecnológico para mis clientes',
    },
  },
  password: {
    label: 'Contraseña',
    hint: 'Al menos {count} caracteres',
    confirm: 'Confirma la contraseña',
    show: 'Mostrar la contraseña',
  },
  verification: {
    instructions: 'Copia los caracteres de la imagen, en mayúsculas o minúsculas.',
    solved: 'Captcha resuelto',
    acceptTerms: 'Acepto las {terms}',
    termsLink: 'condiciones de uso',
    submit: 'Registrarse',
  },
  invitation: {
    joining: 'Una vez registrado, te unirás a «{workspace}»: no se crea ningún espacio de trabajo propio.',
    emailLocked: 'La dirección a la que se envió la invitación.',
  },
} satisfies Translation<typeof fr>;
