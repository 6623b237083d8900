export const home = {
  welcome: { named: 'Boas-vindas, {{name}}', account: 'Minha conta' },
  plan: {
    title: 'Meu {{plan}}',
    notStarted: 'Você ainda não começou seu {{plan}}.',
    inProgress: 'Seu {{plan}} está em andamento.',
    complete: 'Seu {{plan}} está completo.',
    updated: 'Salvo pela última vez em {{date}}',
    open: 'Abrir meu {{plan}}',
    start: 'Começar meu {{plan}}',
  },
  reports: {
    title: 'Meus relatórios 360',
    empty: 'Nenhum relatório foi liberado para você ainda.',
    loadFailed: 'Não foi possível carregar os perfis do usuário: {{id}}',
  },
  describers: {
    title: 'Pedidos de feedback',
    empty: 'Ninguém está aguardando seu feedback.',
    request: 'Descrever {{name}}',
    asked: 'Pedido em {{date}}',
  },
  owner: {
    title: 'Meu {{coach}}',
    accountOwner: 'Responsável pela minha conta',
    empty: 'Nenhum {{coach}} foi atribuído a você ainda.',
    email: 'Escrever para {{name}}',
  },
  awards: { title: 'Prêmios', empty: 'Nenhum prêmio ainda.', of: 'Concedido a {{account}}' },
  teams: { title: 'Meus {{groups}}', empty: 'Você não participa de nenhum {{group}}.' },
  coaching: {
    title: 'Painel do coach',
    intro: 'As pessoas que você acompanha, com o {{plan}} e o 360 delas:',
    empty: 'Você ainda não acompanha nenhum {{group}}.',
  },
  access: {
    title: 'Faça seu próprio 360',
    text: 'Sua conta ainda não inclui o perfil 360. Se você recebeu um código de convite, digite-o para ver o que ele oferece.',
    code: 'Código de convite',
    apply: 'Usar este código',
    contact: 'Sem código? Fale conosco para obter acesso.',
  },
};
