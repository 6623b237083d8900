import { events as portuguese } from '../pt/events';

// Brazilian wording where it differs from pt; otherwise the same.
export const events = {
  ...portuguese,
  actions: {
    ...portuguese.actions,
    save: 'Salvar',
  },
  admin: {
    ...portuguese.admin,
    checkin: 'Registro de presença',
  },
  filters: {
    ...portuguese.filters,
    search: 'Buscar (tipo, código, instrutor, local)',
    status: 'Situação',
  },
  columns: {
    ...portuguese.columns,
    status: 'Situação',
  },
  checkin: {
    ...portuguese.checkin,
    title: 'Registro de presença',
  },
  sections: {
    ...portuguese.sections,
    virtual: 'Reunião on-line',
  },
  fields: {
    ...portuguese.fields,
    status: 'Situação',
    virtualConferenceUrl: 'Endereço da reunião on-line',
    virtualHost1Name: 'Anfitrião on-line',
    virtualHost2Name: 'Segundo anfitrião on-line',
    opportunity: {
      ...portuguese.fields.opportunity,
      id: 'ID da oportunidade',
      crmAccountId: 'ID da conta no CRM',
    },
    referenceId: 'ID de referência',
    correlationId: 'ID de correlação',
    secondaryOnly: 'Somente ensino médio',
    bilingual: 'Bilíngue',
  },
  edit: {
    ...portuguese.edit,
    saved: 'O evento foi salvo.',
    notSaved: 'Não foi possível salvar o evento: confira o tipo, {{group}} e as contas.',
    delete: 'Excluir',
    confirmDelete: 'Excluir o evento "{{name}}" com seus participantes?',
    notDeleted: 'Não foi possível excluir o evento.',
    confirmNewEventCode:
      'Dar a este evento um novo código de presença? O código {{code}} e seus códigos QR deixam de funcionar.',
  },
  attendance: {
    ...portuguese.attendance,
    title: 'Contagem de presença',
    checkedIn: '{{count}} com presença registrada',
    reconcile: 'Conciliar a contagem',
    locked:
      'Esta contagem está conciliada. Só uma pessoa com a permissão de desfazer a conciliação pode alterá-la.',
    status: {
      ...portuguese.attendance.status,
      reconciled: 'Conciliada: {{count}} presentes.',
    },
    done: {
      ...portuguese.attendance.done,
      certified: 'A contagem de presença de {{count}} está certificada.',
      reconciled: 'A contagem de presença de {{count}} está conciliada.',
    },
  },
  participantFields: {
    ...portuguese.participantFields,
    mobile: 'Celular',
  },
  makeup: {
    ...portuguese.makeup,
    status: 'Situação',
  },
  catalog: {
    ...portuguese.catalog,
    search: 'Buscar (nome, família, categoria, referência)',
    saved: 'O tipo de evento foi salvo.',
    delete: 'Excluir',
    confirmDelete:
      'Excluir o tipo de evento "{{name}}"? Um tipo usado por eventos é arquivado em vez disso.',
  },
  catalogFields: {
    ...portuguese.catalogFields,
    referenceId: 'ID de referência',
    createUserAccount: 'Criar contas de usuário para os participantes',
    disableCheckin: 'Registro de presença fechado',
    eventCertificateTemplateId: 'Layout do certificado',
    profileConfigId: 'ID da configuração do perfil',
    profileDefinitionId: 'ID da definição do perfil',
    reportFormatId: 'ID do formato de relatório',
    checkupSurveyReleaseId: 'ID da publicação da pesquisa de acompanhamento',
    contentItemId: 'ID do conteúdo',
    anonymousSurveyUrl: 'Endereço da pesquisa anônima',
    surveyReleaseId: 'ID da publicação da pesquisa',
    allowAnonymousSurvey: 'Respostas anônimas permitidas',
  },
};
