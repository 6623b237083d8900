import type { Catalog } from '../types';

export const auth: Catalog['auth'] = {
  common: {
    email: 'Endereço de e-mail',
    password: 'Palavra-passe',
    continue: 'Continuar',
    backToSignIn: 'Voltar ao início de sessão',
    tooMany: 'Demasiadas tentativas. Aguarde um minuto e tente novamente.',
    expired: 'Este pedido de início de sessão expirou. Comece de novo.',
    required: 'Preencha este campo.',
  },
  redirecting: 'A levá-lo para a página de início de sessão…',
  callback: {
    working: 'A iniciar sessão…',
    failed: 'Não foi possível concluir o início de sessão.',
    retry: 'Iniciar sessão novamente',
  },
  login: {
    rememberMe: 'Lembrar-me',
    invalid: 'E-mail ou palavra-passe inválidos.',
    forgot: 'Esqueceu-se da palavra-passe?',
    passcode: 'Receber antes um código de acesso por e-mail',
    register: 'É novo aqui? Crie uma conta',
  },
  register: {
    invited: 'Está a registar-se com um convite.',
    firstName: 'Nome',
    lastName: 'Apelido',
    submit: 'Criar minha conta',
    done: 'Consulte a sua caixa de entrada: enviámos para {{email}} uma ligação para confirmar o seu e-mail. Já pode iniciar sessão.',
    haveAccount: 'Já tem conta? Inicie sessão',
    problems: {
      firstName: {
        required: 'Escreva o seu nome próprio.',
        tooLong: 'Use no máximo {{max}} caracteres.',
        invalid: 'Este nome não é válido.',
      },
      lastName: {
        required: 'Escreva o seu apelido.',
        tooLong: 'Use no máximo {{max}} caracteres.',
        invalid: 'Este nome não é válido.',
      },
      email: {
        required: 'Escreva o seu endereço de e-mail.',
        tooLong: 'Use no máximo {{max}} caracteres.',
        invalid: 'Escreva um endereço de e-mail como nome@example.org.',
      },
      review: 'Corrija os campos assinalados.',
    },
  },
  policy: {
    rules:
      'Use pelo menos {{min}} caracteres; uma frase-passe longa é o ideal. Palavras-passe comuns e o nome do seu e-mail são recusados.',
    tooShort: 'Use pelo menos {{min}} caracteres ({{recommended}} ou mais é melhor).',
    tooLong: 'Use no máximo {{max}} caracteres.',
    common: 'Esta palavra-passe é demasiado comum: escolha uma mais difícil de adivinhar.',
    containsEmail: 'A palavra-passe não pode conter o nome do seu e-mail.',
    weakPattern:
      'Caracteres repetidos e sequências (como aaaa ou abcd) são fáceis de adivinhar: escolha algo menos regular.',
    weakKeyboard:
      'Filas de teclas do teclado (como qwerty) são fáceis de adivinhar: escolha algo menos regular.',
    weakCommonPart:
      'Baseia-se numa palavra-passe ou palavra muito usada: acrescente algumas palavras invulgares suas.',
    weakGuessable:
      'Esta palavra-passe é fácil de adivinhar: algumas palavras invulgares tornam-na muito mais forte.',
    reused: 'Escolha uma palavra-passe diferente das suas últimas {{depth}}.',
    mismatch: 'As palavras-passe não coincidem.',
  },
  forgot: {
    intro: 'Indique o seu e-mail e enviaremos uma ligação para escolher uma nova palavra-passe.',
    submit: 'Enviar a ligação',
    done: 'Se existir uma conta para {{email}}, uma ligação para redefinir a palavra-passe está a caminho. Funciona uma vez, durante uma hora.',
  },
  passcode: {
    intro: 'Enviamos-lhe por e-mail um código de 6 dígitos. Funciona uma vez, durante 10 minutos.',
    send: 'Enviar-me um código',
    sent: 'Se {{email}} tiver conta, um código está a caminho. Introduza-o abaixo.',
    code: 'Código de 6 dígitos',
    submit: 'Iniciar sessão',
    invalid: 'O código é inválido ou expirou.',
    resend: 'Enviar um novo código',
  },
  mfa: {
    intro: 'Enviámos um código de 6 dígitos por SMS para o seu telemóvel terminado em {{ending}}.',
    submit: 'Verificar',
  },
  lockout: {
    until:
      'Falharam demasiadas tentativas de início de sessão. Pode tentar novamente depois de {{time}}.',
    later: 'Falharam demasiadas tentativas de início de sessão. Tente novamente mais tarde.',
    reset: 'Redefinir a palavra-passe',
  },
  reset: {
    title: 'Escolha uma nova palavra-passe',
    forced: 'Tem de escolher uma nova palavra-passe antes de continuar.',
    password: 'Nova palavra-passe',
    confirm: 'Confirme a nova palavra-passe',
    submit: 'Guardar a nova palavra-passe',
    done: 'A sua palavra-passe foi alterada. Já pode iniciar sessão com ela.',
    signIn: 'Iniciar sessão',
  },
  link: {
    expired: 'Esta ligação expirou ou já foi utilizada.',
    requestNew: 'Pedir uma nova ligação',
  },
  confirmed: {
    working: 'A confirmar o seu e-mail…',
    done: 'O seu e-mail está confirmado. Obrigado!',
    continue: 'Continuar',
  },
  logout: {
    working: 'A terminar sessão…',
  },
  identityPages: {
    signOutTitle: 'Terminar sessão',
    signOutQuestion: 'Pretende terminar a sessão?',
    signOutYes: 'Sim, terminar sessão',
    signOutNo: 'Não, manter sessão iniciada',
    signedOutTitle: 'Sessão terminada',
    signedOutText: 'Terminou a sessão.',
    errorTitle: 'Erro ao iniciar sessão',
  },
};
