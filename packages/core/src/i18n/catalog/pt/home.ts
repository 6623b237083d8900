export const home = {
  welcome: { named: 'Bem-vindo, {{name}}', account: 'A minha conta' },
  plan: {
    title: 'O meu {{plan}}',
    notStarted: 'Ainda não começou o seu {{plan}}.',
    inProgress: 'O seu {{plan}} está em curso.',
    complete: 'O seu {{plan}} está completo.',
    updated: 'Guardado pela última vez a {{date}}',
    open: 'Abrir o meu {{plan}}',
    start: 'Começar o meu {{plan}}',
  },
  reports: {
    title: 'Os meus relatórios 360',
    empty: 'Ainda não lhe foi disponibilizado nenhum relatório.',
    loadFailed: 'Não foi possível carregar os perfis do utilizador: {{id}}',
  },
  describers: {
    title: 'Pedidos de feedback',
    empty: 'Ninguém está à espera do seu feedback.',
    request: 'Descrever {{name}}',
    asked: 'Pedido a {{date}}',
  },
  owner: {
    title: 'O meu {{coach}}',
    accountOwner: 'Responsável pela minha conta',
    empty: 'Ainda não lhe foi atribuído nenhum {{coach}}.',
    email: 'Escrever a {{name}}',
  },
  awards: { title: 'Prémios', empty: 'Ainda sem prémios.', of: 'Atribuído a {{account}}' },
  teams: { title: 'Os meus {{groups}}', empty: 'Não é membro de nenhum {{group}}.' },
  coaching: {
    title: 'Painel do coach',
    intro: 'As pessoas que acompanha, com o seu {{plan}} e 360:',
    empty: 'Ainda não acompanha nenhum {{group}}.',
  },
  access: {
    title: 'Faça o seu próprio 360',
    text: 'A sua conta ainda não inclui o perfil 360. Se recebeu um código de convite, introduza-o para ver o que lhe dá.',
    code: 'Código de convite',
    apply: 'Usar este código',
    contact: 'Sem código? Contacte-nos para obter acesso.',
  },
};
