/**
 * What the site showed when its content moved into the database (decision 0011), copied from the
 * dictionaries and content modules of that day. Data, not imports: a migration must seed the same
 * rows however the dictionaries change later.
 */

export const TEAM = [
  {
    id: "amara-okafor",
    name: "Amara Okafor",
    imagePath: "/images/team/amara-okafor.svg",
    linkedinUrl: "https://www.linkedin.com/in/amara-okafor-crestway",
    text: {
      en: {
        position: "Founder and Chief Executive Officer",
        bio: "Rose from room attendant to executive housekeeper at resorts in Lagos and Cape Town before founding Crestway to give operators the teams she always wished she had.",
        photoAlt: "",
      },
      es: {
        position: "Fundadora y directora ejecutiva",
        bio: "Pasó de camarera de piso a gobernanta ejecutiva en resorts de Lagos y Ciudad del Cabo antes de fundar Crestway para dar a los operadores los equipos que siempre quiso tener.",
        photoAlt: "",
      },
      fr: {
        position: "Fondatrice et directrice générale",
        bio: "Passée de femme de chambre à gouvernante générale dans des resorts de Lagos et du Cap, elle a fondé Crestway pour offrir aux exploitants les équipes dont elle avait toujours rêvé.",
        photoAlt: "",
      },
    },
  },
  {
    id: "daniel-mwangi",
    name: "Daniel Mwangi",
    imagePath: "/images/team/daniel-mwangi.svg",
    linkedinUrl: "https://www.linkedin.com/in/daniel-mwangi-crestway",
    text: {
      en: {
        position: "Chief Operating Officer",
        bio: "Runs recruitment, vetting and placement across our markets, and makes sure every team arrives on time, briefed and equipped.",
        photoAlt: "",
      },
      es: {
        position: "Director de operaciones",
        bio: "Dirige el reclutamiento, la selección y las colocaciones en todos nuestros mercados, y se asegura de que cada equipo llegue puntual, informado y equipado.",
        photoAlt: "",
      },
      fr: {
        position: "Directeur des opérations",
        bio: "Pilote le recrutement, la sélection et les placements sur tous nos marchés, et veille à ce que chaque équipe arrive à l'heure, briefée et équipée.",
        photoAlt: "",
      },
    },
  },
  {
    id: "grace-asante",
    name: "Grace Asante",
    imagePath: "/images/team/grace-asante.svg",
    linkedinUrl: "https://www.linkedin.com/in/grace-asante-crestway",
    text: {
      en: {
        position: "Director of Client Partnerships",
        bio: "Former hotel revenue manager who turns occupancy forecasts into staffing plans that fit each property's budget.",
        photoAlt: "",
      },
      es: {
        position: "Directora de alianzas con clientes",
        bio: "Antigua responsable de revenue management hotelero, convierte las previsiones de ocupación en planes de personal que se ajustan al presupuesto de cada establecimiento.",
        photoAlt: "",
      },
      fr: {
        position: "Directrice des partenariats clients",
        bio: "Ancienne revenue manager d'hôtel, elle traduit les prévisions d'occupation en plans d'effectifs adaptés au budget de chaque établissement.",
        photoAlt: "",
      },
    },
  },
  {
    id: "thandiwe-nkosi",
    name: "Thandiwe Nkosi",
    imagePath: "/images/team/thandiwe-nkosi.svg",
    linkedinUrl: "https://www.linkedin.com/in/thandiwe-nkosi-crestway",
    text: {
      en: {
        position: "Head of Recruitment, Southern Africa",
        bio: "Leads our Cape Town, Johannesburg and Durban hubs and built the skills assessments every candidate now takes.",
        photoAlt: "",
      },
      es: {
        position: "Responsable de reclutamiento, África austral",
        bio: "Dirige nuestros centros de Ciudad del Cabo, Johannesburgo y Durban y diseñó las pruebas de competencias que hoy realiza cada candidato.",
        photoAlt: "",
      },
      fr: {
        position: "Responsable du recrutement, Afrique australe",
        bio: "Dirige nos bureaux du Cap, de Johannesburg et de Durban et a conçu les évaluations de compétences que passe désormais chaque candidat.",
        photoAlt: "",
      },
    },
  },
  {
    id: "samuel-adeyemi",
    name: "Samuel Adeyemi",
    imagePath: "/images/team/samuel-adeyemi.svg",
    linkedinUrl: "https://www.linkedin.com/in/samuel-adeyemi-crestway",
    text: {
      en: {
        position: "Head of Recruitment, West Africa",
        bio: "Recruits culinary, stewarding and banquet talent from Lagos, Abuja, Accra and Kumasi, with a keen eye for future supervisors.",
        photoAlt: "",
      },
      es: {
        position: "Responsable de reclutamiento, África occidental",
        bio: "Recluta talento de cocina, steward y banquetes en Lagos, Abuja, Accra y Kumasi, con buen ojo para los futuros supervisores.",
        photoAlt: "",
      },
      fr: {
        position: "Responsable du recrutement, Afrique de l'Ouest",
        bio: "Recrute cuisiniers, plongeurs et personnel de banquet à Lagos, Abuja, Accra et Kumasi, avec un vrai flair pour les futurs superviseurs.",
        photoAlt: "",
      },
    },
  },
  {
    id: "esther-wanjiru",
    name: "Esther Wanjiru",
    imagePath: "/images/team/esther-wanjiru.svg",
    linkedinUrl: "https://www.linkedin.com/in/esther-wanjiru-crestway",
    text: {
      en: {
        position: "Training and Quality Manager",
        bio: "Designs our brand-standard training and runs the room inspections and quality audits behind our satisfaction scores.",
        photoAlt: "",
      },
      es: {
        position: "Responsable de formación y calidad",
        bio: "Diseña nuestra formación en los estándares de cada marca y dirige las inspecciones de habitaciones y auditorías de calidad que sostienen nuestros índices de satisfacción.",
        photoAlt: "",
      },
      fr: {
        position: "Responsable formation et qualité",
        bio: "Conçoit nos formations aux standards des marques et mène les inspections de chambres et audits qualité qui fondent nos taux de satisfaction.",
        photoAlt: "",
      },
    },
  },
  {
    id: "michael-brennan",
    name: "Michael Brennan",
    imagePath: "/images/team/michael-brennan.svg",
    linkedinUrl: "https://www.linkedin.com/in/michael-brennan-crestway",
    text: {
      en: {
        position: "Director of US Operations",
        bio: "Looks after our Bellevue headquarters and our clients in the United States, from hotel openings to cruise line partnerships.",
        photoAlt: "",
      },
      es: {
        position: "Director de operaciones en Estados Unidos",
        bio: "Se ocupa de nuestra sede de Bellevue y de nuestros clientes en Estados Unidos, desde aperturas de hoteles hasta alianzas con navieras de cruceros.",
        photoAlt: "",
      },
      fr: {
        position: "Directeur des opérations aux États-Unis",
        bio: "Supervise notre siège de Bellevue et nos clients américains, des ouvertures d'hôtels aux partenariats avec les compagnies de croisière.",
        photoAlt: "",
      },
    },
  },
  {
    id: "fatima-benali",
    name: "Fatima Benali",
    imagePath: "/images/team/fatima-benali.svg",
    linkedinUrl: "https://www.linkedin.com/in/fatima-benali-crestway",
    text: {
      en: {
        position: "Vetting and Compliance Lead",
        bio: "Oversees background checks, references, work permits and right-to-work documents, so every placement is safe and lawful.",
        photoAlt: "",
      },
      es: {
        position: "Responsable de verificación y cumplimiento",
        bio: "Supervisa antecedentes, referencias, permisos de trabajo y documentos laborales, para que cada colocación sea segura y legal.",
        photoAlt: "",
      },
      fr: {
        position: "Responsable vérification et conformité",
        bio: "Contrôle antécédents, références, permis de travail et autorisations d'emploi, pour que chaque placement soit sûr et en règle.",
        photoAlt: "",
      },
    },
  },
  {
    id: "joseph-uwimana",
    name: "Joseph Uwimana",
    imagePath: "/images/team/joseph-uwimana.svg",
    linkedinUrl: "https://www.linkedin.com/in/joseph-uwimana-crestway",
    text: {
      en: {
        position: "Talent Mobility Coordinator",
        bio: "Organises travel, visas and housing for people placed away from home, and is their first call when anything goes wrong.",
        photoAlt: "",
      },
      es: {
        position: "Coordinador de movilidad del talento",
        bio: "Organiza viajes, visados y alojamiento para quienes trabajan lejos de casa, y es su primera llamada cuando algo sale mal.",
        photoAlt: "",
      },
      fr: {
        position: "Coordinateur de la mobilité des talents",
        bio: "Organise voyages, visas et logement pour celles et ceux qui travaillent loin de chez eux, et reste leur premier contact en cas de souci.",
        photoAlt: "",
      },
    },
  },
  {
    id: "lauren-whitaker",
    name: "Lauren Whitaker",
    imagePath: "/images/team/lauren-whitaker.svg",
    linkedinUrl: "https://www.linkedin.com/in/lauren-whitaker-crestway",
    text: {
      en: {
        position: "Client Success Manager",
        bio: "Holds regular reviews with every client, tracks their feedback and turns it into action plans for our teams.",
        photoAlt: "",
      },
      es: {
        position: "Responsable de éxito del cliente",
        bio: "Mantiene reuniones periódicas con cada cliente, recoge sus comentarios y los convierte en planes de acción para nuestros equipos.",
        photoAlt: "",
      },
      fr: {
        position: "Responsable de la réussite client",
        bio: "Fait régulièrement le point avec chaque client, suit ses retours et les transforme en plans d'action pour nos équipes.",
        photoAlt: "",
      },
    },
  },
  {
    id: "kwame-boateng",
    name: "Kwame Boateng",
    imagePath: "/images/team/kwame-boateng.svg",
    linkedinUrl: "https://www.linkedin.com/in/kwame-boateng-crestway",
    text: {
      en: {
        position: "Foundation Director",
        bio: "Leads our scholarships, borehole water installations, clothing drives and financial assistance in the communities our people come from.",
        photoAlt: "",
      },
      es: {
        position: "Director de la fundación",
        bio: "Dirige nuestras becas, pozos de agua, colectas de ropa y ayudas económicas en las comunidades de las que procede nuestra gente.",
        photoAlt: "",
      },
      fr: {
        position: "Directeur de la fondation",
        bio: "Pilote nos bourses universitaires, forages d'eau, collectes de vêtements et aides financières dans les communautés dont viennent nos équipes.",
        photoAlt: "",
      },
    },
  },
];

export const TESTIMONIALS = [
  {
    id: "resortGeneralManager",
    text: {
      en: {
        quote:
          "When we opened our second wing, Crestway placed 100 employees across housekeeping, laundry and stewarding in six weeks. Every one of them arrived trained on our standards, and our guest scores went up that season instead of down.",
        author: "General Manager",
        position: "Beachfront resort, 420 rooms",
        location: "Mombasa, Kenya",
      },
      es: {
        quote:
          "Cuando abrimos nuestra segunda ala, Crestway colocó a 100 empleados en pisos, lavandería y steward en seis semanas. Todos llegaron formados en nuestros estándares, y esa temporada nuestras puntuaciones de huéspedes subieron en lugar de bajar.",
        author: "Director general",
        position: "Resort frente al mar, 420 habitaciones",
        location: "Mombasa, Kenia",
      },
      fr: {
        quote:
          "Quand nous avons ouvert notre deuxième aile, Crestway a placé 100 employés aux étages, à la blanchisserie et à la plonge en six semaines. Tous sont arrivés formés à nos standards, et nos notes clients ont augmenté cette saison au lieu de baisser.",
        author: "Directeur général",
        position: "Resort en bord de mer, 420 chambres",
        location: "Mombasa, Kenya",
      },
    },
  },
  {
    id: "lodgeOperationsDirector",
    text: {
      en: {
        quote:
          "Our camps are hours from the nearest town, so every hire has to be right the first time. Their vetting is thorough, their seasonal crews settle in within days, and they keep checking on their people long after the first week.",
        author: "Director of Operations",
        position: "Safari lodge group, five camps",
        location: "Arusha, Tanzania",
      },
      es: {
        quote:
          "Nuestros campamentos están a horas del pueblo más cercano, así que cada contratación tiene que acertar a la primera. Su selección es rigurosa, sus equipos de temporada se adaptan en pocos días y siguen pendientes de su gente mucho después de la primera semana.",
        author: "Director de operaciones",
        position: "Grupo de lodges de safari, cinco campamentos",
        location: "Arusha, Tanzania",
      },
      fr: {
        quote:
          "Nos camps sont à des heures de la première ville, chaque recrutement doit donc être le bon du premier coup. Leur sélection est rigoureuse, leurs équipes saisonnières trouvent leurs marques en quelques jours, et ils continuent de suivre leurs collaborateurs bien après la première semaine.",
        author: "Directeur des opérations",
        position: "Groupe de lodges de safari, cinq camps",
        location: "Arusha, Tanzanie",
      },
    },
  },
  {
    id: "conferenceHousekeepingManager",
    text: {
      en: {
        quote:
          "In conference season our occupancy doubles overnight. Crestway's overnight crews turn rooms and public areas to brand standard, and their supervisors report to my managers in the same format we use ourselves.",
        author: "Executive Housekeeper",
        position: "Conference hotel, 600 rooms",
        location: "Johannesburg, South Africa",
      },
      es: {
        quote:
          "En temporada de congresos nuestra ocupación se duplica de un día para otro. Los equipos nocturnos de Crestway dejan habitaciones y zonas comunes al estándar de la marca, y sus supervisores informan a mis jefes con el mismo formato que usamos nosotros.",
        author: "Gobernanta ejecutiva",
        position: "Hotel de congresos, 600 habitaciones",
        location: "Johannesburgo, Sudáfrica",
      },
      fr: {
        quote:
          "En saison des congrès, notre taux d'occupation double du jour au lendemain. Les équipes de nuit de Crestway remettent chambres et espaces publics aux standards de la marque, et leurs superviseurs rendent compte à mes responsables dans le même format que le nôtre.",
        author: "Gouvernante générale",
        position: "Hôtel de congrès, 600 chambres",
        location: "Johannesburg, Afrique du Sud",
      },
    },
  },
];

export const CLIENTS = [
  {
    id: "azure-coast-resorts",
    name: "Azure Coast Resorts",
    imagePath: "/images/clients/azure-coast-resorts.svg",
    websiteUrl: "https://azure-coast-resorts.example",
    text: {
      en: {
        description: "Beach resorts on the Indian Ocean coast, staffed with long-term housekeeping and F&B teams.",
      },
      es: {
        description: "Resorts de playa en la costa del océano Índico, con equipos fijos de pisos y de alimentos y bebidas.",
      },
      fr: {
        description:
          "Resorts balnéaires sur la côte de l'océan Indien, avec des équipes permanentes aux étages et en restauration.",
      },
    },
  },
  {
    id: "acacia-plains-lodges",
    name: "Acacia Plains Lodges",
    imagePath: "/images/clients/acacia-plains-lodges.svg",
    websiteUrl: "https://acacia-plains-lodges.example",
    text: {
      en: {
        description: "Remote safari lodges that rely on our seasonal crews for every migration season.",
      },
      es: {
        description: "Lodges de safari remotos que cuentan con nuestros equipos de temporada en cada migración.",
      },
      fr: {
        description: "Lodges de safari isolés qui font appel à nos équipes saisonnières à chaque saison de migration.",
      },
    },
  },
  {
    id: "harbourlight-hotels",
    name: "Harbourlight Hotels",
    imagePath: "/images/clients/harbourlight-hotels.svg",
    websiteUrl: "https://harbourlight-hotels.example",
    text: {
      en: {
        description: "Waterfront city hotels with conference floors, supported by our overnight cleaning taskforce.",
      },
      es: {
        description: "Hoteles urbanos junto al agua con plantas de congresos, apoyados por nuestro equipo de limpieza nocturna.",
      },
      fr: {
        description: "Hôtels urbains au bord de l'eau dotés d'espaces de congrès, épaulés par notre équipe de nettoyage de nuit.",
      },
    },
  },
  {
    id: "kilima-grand",
    name: "Kilima Grand Hotels",
    imagePath: "/images/clients/kilima-grand.svg",
    websiteUrl: "https://kilima-grand.example",
    text: {
      en: {
        description: "Grand hotels in the highlands, where our maintenance technicians keep every room in service.",
      },
      es: {
        description:
          "Grandes hoteles de montaña, donde nuestros técnicos de mantenimiento mantienen cada habitación en servicio.",
      },
      fr: {
        description: "Grands hôtels des hauts plateaux, où nos techniciens de maintenance gardent chaque chambre en service.",
      },
    },
  },
  {
    id: "baobab-house",
    name: "Baobab House Suites",
    imagePath: "/images/clients/baobab-house.svg",
    websiteUrl: "https://baobab-house.example",
    text: {
      en: {
        description: "Extended-stay suites whose housekeeping and laundry teams we recruited and trained.",
      },
      es: {
        description: "Suites de larga estancia cuyos equipos de pisos y lavandería hemos reclutado y formado.",
      },
      fr: {
        description: "Suites de long séjour dont nous avons recruté et formé les équipes d'étages et de blanchisserie.",
      },
    },
  },
  {
    id: "lumen-quay",
    name: "Lumen Quay Hotels",
    imagePath: "/images/clients/lumen-quay.svg",
    websiteUrl: "https://lumen-quay.example",
    text: {
      en: {
        description: "Boutique harbour hotels with seasonal banquet and stewarding crews for peak months.",
      },
      es: {
        description: "Hoteles boutique junto al puerto, con equipos de banquetes y steward para los meses de mayor actividad.",
      },
      fr: {
        description:
          "Hôtels de charme sur le port, avec des équipes saisonnières de banquet et de plonge pour les mois de pointe.",
      },
    },
  },
];

export const STATISTICS = [
  {
    id: "clientSatisfaction",
    text: {
      en: {
        value: "98%",
        label: "Client satisfaction",
        description: "of clients rate our teams good or excellent in their quarterly service reviews.",
      },
      es: {
        value: "98%",
        label: "Satisfacción de los clientes",
        description: "de los clientes califican a nuestros equipos de buenos o excelentes en sus evaluaciones trimestrales.",
      },
      fr: {
        value: "98%",
        label: "Satisfaction client",
        description: "des clients jugent nos équipes bonnes ou excellentes lors de leurs bilans trimestriels.",
      },
    },
  },
  {
    id: "placements",
    text: {
      en: {
        value: "1500+",
        label: "Placements",
        description: "housekeepers, cooks, servers, stewards and technicians placed in long-term and seasonal roles.",
      },
      es: {
        value: "1500+",
        label: "Colocaciones",
        description: "camareras de piso, cocineros, meseros, stewards y técnicos colocados en puestos fijos y de temporada.",
      },
      fr: {
        value: "1500+",
        label: "Placements",
        description:
          "femmes et valets de chambre, cuisiniers, serveurs, plongeurs et techniciens placés en postes durables ou saisonniers.",
      },
    },
  },
  {
    id: "continents",
    text: {
      en: {
        value: "4+",
        label: "Continents",
        description: "where our people work: in city hotels, beach resorts, safari lodges and on board.",
      },
      es: {
        value: "4+",
        label: "Continentes",
        description: "donde trabaja nuestra gente: hoteles urbanos, resorts de playa, lodges de safari y a bordo.",
      },
      fr: {
        value: "4+",
        label: "Continents",
        description: "où travaillent nos équipes : hôtels urbains, resorts balnéaires, lodges de safari et à bord.",
      },
    },
  },
  {
    id: "yearsOfExperience",
    text: {
      en: {
        value: "30+",
        label: "Years of experience",
        description: "running hotel floors, kitchens and laundries before and since we started placing people.",
      },
      es: {
        value: "15+",
        label: "Años de experiencia",
        description: "dirigiendo pisos de hotel, cocinas y lavanderías, antes y después de empezar a colocar personal.",
      },
      fr: {
        value: "15+",
        label: "Années d'expérience",
        description: "à diriger des étages d'hôtel, des cuisines et des blanchisseries, avant et depuis nos premiers placements.",
      },
    },
  },
];

export const FAQ = [
  {
    id: "whyNoPrices",
    text: {
      en: {
        question: "Why don't you publish prices?",
        answer:
          "Every property is different. The positions, number of staff, contract length, location and training you need all change the cost, so we price each engagement by custom quote instead of a one-size rate card.",
      },
      es: {
        question: "¿Por qué no publican sus precios?",
        answer:
          "Cada establecimiento es distinto. Los puestos, el número de personas, la duración del contrato, la ubicación y la formación necesaria cambian el coste, así que presupuestamos cada colaboración a medida en lugar de usar una tarifa única.",
      },
      fr: {
        question: "Pourquoi ne publiez-vous pas vos tarifs ?",
        answer:
          "Chaque établissement est différent. Les postes, les effectifs, la durée du contrat, la localisation et la formation nécessaire font varier le coût : nous établissons donc un devis personnalisé plutôt qu'une grille tarifaire unique.",
      },
    },
  },
  {
    id: "whatAffectsQuote",
    text: {
      en: {
        question: "What affects the price of my quote?",
        answer:
          "The main factors are the positions and headcount, long-term or seasonal placement, the dates and shift patterns, the location of your property, the level of training required and the plan you choose.",
      },
      es: {
        question: "¿Qué influye en el precio de mi presupuesto?",
        answer:
          "Los factores principales son los puestos y el número de personas, la colocación de larga duración o de temporada, las fechas y los turnos, la ubicación de su establecimiento, el nivel de formación requerido y el plan que elija.",
      },
      fr: {
        question: "Qu'est-ce qui détermine le montant de mon devis ?",
        answer:
          "Principalement les postes et les effectifs, le type de placement (longue durée ou saisonnier), les dates et les horaires, la localisation de votre établissement, le niveau de formation requis et la formule choisie.",
      },
    },
  },
  {
    id: "howFast",
    text: {
      en: {
        question: "How quickly will I receive a quote?",
        answer:
          "Usually within two business days of our consultation call. Urgent requests, such as a project starting next week, can be quoted the same day.",
      },
      es: {
        question: "¿Cuándo recibiré el presupuesto?",
        answer:
          "Normalmente en los dos días laborables siguientes a nuestra llamada de consulta. Las solicitudes urgentes, como un proyecto que empieza la semana siguiente, pueden presupuestarse el mismo día.",
      },
      fr: {
        question: "Sous quel délai recevrai-je un devis ?",
        answer:
          "En général dans les deux jours ouvrés qui suivent notre appel de consultation. Les demandes urgentes, comme un projet qui démarre la semaine suivante, peuvent être chiffrées le jour même.",
      },
    },
  },
  {
    id: "minimumCommitment",
    text: {
      en: {
        question: "Is there a minimum commitment?",
        answer:
          "No fixed minimum. Seasonal placements run for the period you choose, and long-term placements follow the terms agreed in your quote.",
      },
      es: {
        question: "¿Hay un compromiso mínimo?",
        answer:
          "No hay un mínimo fijo. Las colocaciones de temporada duran el periodo que usted elija, y las de larga duración siguen las condiciones acordadas en su presupuesto.",
      },
      fr: {
        question: "Y a-t-il un engagement minimum ?",
        answer:
          "Aucun minimum fixe. Les placements saisonniers durent la période de votre choix, et les placements longue durée suivent les conditions convenues dans votre devis.",
      },
    },
  },
  {
    id: "switchPlans",
    text: {
      en: {
        question: "Can I change plans later?",
        answer:
          "Yes. You can move up to Elite or Enterprise at any time, for example when you add properties or need 24/7 support; we adjust your quote from the next billing period.",
      },
      es: {
        question: "¿Puedo cambiar de plan más adelante?",
        answer:
          "Sí. Puede pasar a Elite o Enterprise en cualquier momento, por ejemplo al añadir establecimientos o si necesita asistencia 24/7; ajustamos su presupuesto a partir del siguiente periodo de facturación.",
      },
      fr: {
        question: "Puis-je changer de formule plus tard ?",
        answer:
          "Oui. Vous pouvez passer à Elite ou à Enterprise à tout moment, par exemple si vous ouvrez de nouveaux établissements ou avez besoin d'une assistance 24 h/24 ; nous ajustons votre devis dès la période de facturation suivante.",
      },
    },
  },
  {
    id: "replacement",
    text: {
      en: {
        question: "What happens if a placement does not work out?",
        answer:
          "Tell your account contact. We find and train a replacement as quickly as possible, at no extra recruitment cost, on every plan.",
      },
      es: {
        question: "¿Qué pasa si una colocación no funciona?",
        answer:
          "Avise a su contacto. Buscamos y formamos a un sustituto lo antes posible, sin coste adicional de selección, en todos los planes.",
      },
      fr: {
        question: "Que se passe-t-il si un placement ne convient pas ?",
        answer:
          "Prévenez votre interlocuteur. Nous trouvons et formons un remplaçant au plus vite, sans frais de recrutement supplémentaires, quelle que soit la formule.",
      },
    },
  },
  {
    id: "whoEmploys",
    text: {
      en: {
        question: "Who employs the staff you place?",
        answer:
          "That depends on the arrangement in your quote. We can employ and pay the staff ourselves, or recruit and train people who join your own payroll. Either way, all vetting and checks are done by us.",
      },
      es: {
        question: "¿Quién contrata al personal que colocan?",
        answer:
          "Depende de la modalidad acordada en su presupuesto. Podemos contratar y pagar nosotros al personal, o seleccionar y formar a personas que se incorporan a su propia nómina. En ambos casos, todas las verificaciones las hacemos nosotros.",
      },
      fr: {
        question: "Qui emploie le personnel que vous placez ?",
        answer:
          "Cela dépend de la formule prévue dans votre devis. Nous pouvons employer et rémunérer nous-mêmes le personnel, ou recruter et former des personnes qui rejoignent vos propres effectifs. Dans les deux cas, toutes les vérifications sont faites par nos soins.",
      },
    },
  },
  {
    id: "multipleProperties",
    text: {
      en: {
        question: "Can one quote cover several properties?",
        answer:
          "Yes. The Enterprise plan is designed for groups: one agreement, multi-location support, executive reporting and performance analytics across all your properties.",
      },
      es: {
        question: "¿Un presupuesto puede cubrir varios establecimientos?",
        answer:
          "Sí. El plan Enterprise está pensado para grupos: un solo acuerdo, apoyo a varios establecimientos, informes para la dirección y análisis del rendimiento de todos sus establecimientos.",
      },
      fr: {
        question: "Un seul devis peut-il couvrir plusieurs établissements ?",
        answer:
          "Oui. La formule Enterprise est conçue pour les groupes : un seul contrat, un accompagnement multisite, un reporting pour la direction et une analyse des performances de tous vos établissements.",
      },
    },
  },
];

export const SOCIAL_LINKS = {
  facebook: "https://www.facebook.com/crestwayhospitality",
  instagram: "https://www.instagram.com/crestwayhospitality",
  linkedin: "https://www.linkedin.com/company/crestway-hospitality",
  youtube: "https://www.youtube.com/@crestwayhospitality",
  twitter: "https://x.com/crestwayhosp",
};
