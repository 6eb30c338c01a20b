var forms_module_default = {
	banner: "_banner_1r0e8_1",
	title: "_title_1r0e8_8",
	lead: "_lead_1r0e8_15",
	body: "_body_1r0e8_22",
	layout: "_layout_1r0e8_27",
	card: "_card_1r0e8_40",
	cardTitle: "_cardTitle_1r0e8_48",
	aside: "_aside_1r0e8_53",
	infoCard: "_infoCard_1r0e8_59",
	infoTitle: "_infoTitle_1r0e8_66",
	infoLine: "_infoLine_1r0e8_72",
	hours: "_hours_1r0e8_87",
	carNote: "_carNote_1r0e8_99",
	successWrap: "_successWrap_1r0e8_111",
	successIcon: "_successIcon_1r0e8_117",
	successTitle: "_successTitle_1r0e8_129",
	successText: "_successText_1r0e8_135",
	nextSteps: "_nextSteps_1r0e8_142"
};
export { forms_module_default as t };
