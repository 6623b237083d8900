import type { Catalog } from '../types';

export const auth: Catalog['auth'] = {
  common: {
    email: 'Endereço de e-mail',
    password: 'Senha',
    continue: 'Continuar',
    backToSignIn: 'Voltar para o login',
    tooMany: 'Tentativas demais. Aguarde um minuto e tente novamente.',
    expired: 'Esta solicitação de login expirou. Comece de novo.',
    required: 'Preencha este campo.',
  },
  redirecting: 'Levando você para a página de login…',
  callback: {
    working: 'Fazendo login…',
    failed: 'Não foi possível concluir o login.',
    retry: 'Entrar novamente',
  },
  login: {
    rememberMe: 'Lembrar de mim',
    invalid: 'E-mail ou senha inválidos.',
    forgot: 'Esqueceu sua senha?',
    passcode: 'Receber um código de acesso por e-mail',
    register: 'Novo por aqui? Crie uma conta',
  },
  register: {
    invited: 'Você está se cadastrando com um convite.',
    firstName: 'Nome',
    lastName: 'Sobrenome',
    submit: 'Criar minha conta',
    done: 'Confira sua caixa de entrada: enviamos para {{email}} um link para confirmar seu e-mail. Você já pode entrar.',
    haveAccount: 'Já tem uma conta? Entrar',
    problems: {
      firstName: {
        required: 'Digite seu nome.',
        tooLong: 'Use no máximo {{max}} caracteres.',
        invalid: 'Este nome não é válido.',
      },
      lastName: {
        required: 'Digite seu sobrenome.',
        tooLong: 'Use no máximo {{max}} caracteres.',
        invalid: 'Este nome não é válido.',
      },
      email: {
        required: 'Digite seu endereço de e-mail.',
        tooLong: 'Use no máximo {{max}} caracteres.',
        invalid: 'Digite um endereço de e-mail como nome@example.org.',
      },
      review: 'Corrija os campos destacados.',
    },
  },
  policy: {
    rules:
      'Use pelo menos {{min}} caracteres; uma frase-senha longa é o ideal. Senhas comuns e o nome do seu e-mail são recusados.',
    tooShort: 'Use pelo menos {{min}} caracteres ({{recommended}} ou mais é melhor).',
    tooLong: 'Use no máximo {{max}} caracteres.',
    common: 'Esta senha é comum demais: escolha uma mais difícil de adivinhar.',
    containsEmail: 'A senha não pode conter o nome do seu e-mail.',
    weakPattern:
      'Caracteres repetidos e sequências (como aaaa ou abcd) são fáceis de adivinhar: escolha algo menos regular.',
    weakKeyboard:
      'Fileiras de teclas do teclado (como qwerty) são fáceis de adivinhar: escolha algo menos regular.',
    weakCommonPart:
      'Ela se baseia em uma senha ou palavra muito usada: acrescente algumas palavras incomuns suas.',
    weakGuessable:
      'Esta senha é fácil de adivinhar: algumas palavras incomuns a deixam muito mais forte.',
    reused: 'Escolha uma senha diferente das suas últimas {{depth}}.',
    mismatch: 'As senhas não coincidem.',
  },
  forgot: {
    intro: 'Informe seu e-mail e enviaremos um link para você escolher uma nova senha.',
    submit: 'Enviar o link',
    done: 'Se existir uma conta para {{email}}, um link para redefinir a senha está a caminho. Ele funciona uma vez, por uma hora.',
  },
  passcode: {
    intro: 'Enviamos por e-mail um código de 6 dígitos. Ele funciona uma vez, por 10 minutos.',
    send: 'Enviar um código',
    sent: 'Se {{email}} tiver uma conta, um código está a caminho. Digite-o abaixo.',
    code: 'Código de 6 dígitos',
    submit: 'Entrar',
    invalid: 'O código é inválido ou expirou.',
    resend: 'Enviar um novo código',
  },
  mfa: {
    intro: 'Enviamos um código de 6 dígitos por SMS para o seu telefone terminado em {{ending}}.',
    submit: 'Verificar',
  },
  lockout: {
    until: 'Muitas tentativas de login falharam. Você pode tentar novamente depois de {{time}}.',
    later: 'Muitas tentativas de login falharam. Tente novamente mais tarde.',
    reset: 'Redefinir sua senha',
  },
  reset: {
    title: 'Escolha uma nova senha',
    forced: 'Você precisa escolher uma nova senha antes de continuar.',
    password: 'Nova senha',
    confirm: 'Confirme a nova senha',
    submit: 'Salvar a nova senha',
    done: 'Sua senha foi alterada. Você já pode entrar com ela.',
    signIn: 'Entrar',
  },
  link: {
    expired: 'Este link expirou ou já foi usado.',
    requestNew: 'Pedir um novo link',
  },
  confirmed: {
    working: 'Confirmando seu e-mail…',
    done: 'Seu e-mail está confirmado. Obrigado!',
    continue: 'Continuar',
  },
  logout: {
    working: 'Saindo…',
  },
  identityPages: {
    signOutTitle: 'Sair',
    signOutQuestion: 'Deseja sair?',
    signOutYes: 'Sim, sair',
    signOutNo: 'Não, continuar conectado',
    signedOutTitle: 'Você saiu',
    signedOutText: 'Você saiu da sua conta.',
    errorTitle: 'Erro ao entrar',
  },
};
