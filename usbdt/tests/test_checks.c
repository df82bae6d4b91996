// SPDX-License-Identifier: GPL-2.0
/* checks.c and node.c: every check fires, only where it should, and can be switched */
#include "testutil.h"

#define MAXD 64
struct capture {
	int n;
	char check[MAXD][32];
	char path[MAXD][128];
	enum usbdt_sev sev[MAXD];
};

static void cap(const struct usbdt_diag *d, void *arg)
{
	struct capture *c = arg;

	assert_true(c->n < MAXD);
	snprintf(c->check[c->n], sizeof(c->check[0]), "%s", d->check);
	snprintf(c->path[c->n], sizeof(c->path[0]), "%s", d->path);
	c->sev[c->n++] = d->sev;
}

static struct usbdt_result run(const void *fdt, struct capture *c,
			       const struct usbdt_opts *o)
{
	struct usbdt_opts def;
	struct usbdt_result r;

	memset(c, 0, sizeof(*c));
	if (!o) {
		usbdt_opts_init(&def);
		o = &def;
	}
	assert_int_equal(usbdt_check_fdt(fdt, "t.dtb", o, cap, c, &r), 0);
	assert_int_equal((int)(r.errors + r.warnings), c->n);
	return r;
}

/* how many diagnostics of @check at @path (NULL: any path) */
static int count(const struct capture *c, const char *check, const char *path)
{
	int i, n = 0;

	for (i = 0; i < c->n; i++)
		if (!strcmp(c->check[i], check) &&
		    (!path || !strcmp(c->path[i], path)))
			n++;
	return n;
}

/* @fdt yields exactly @n diagnostics, all of @check at @path */
static void only(void *fdt, const char *check, const char *path, int n)
{
	struct capture c;

	run(fdt, &c, NULL);
	if (c.n != n || count(&c, check, path) != n) {
		int i;

		for (i = 0; i < c.n; i++)
			print_error("got %s %s\n", c.check[i], c.path[i]);
		fail_msg("expected %d x %s at %s", n, check, path);
	}
	free(fdt);
}

static void test_clean_tree(void **state)
{
	void *fdt = tfdt_hcd();

	(void)state;
	tdev(fdt, "/usb@1000", "hub@1", "usb424,9514", 1);
	tcells(fdt, "/usb@1000/hub@1", "#address-cells", 1, 1);
	tcells(fdt, "/usb@1000/hub@1", "#size-cells", 1, 0);
	tdev(fdt, "/usb@1000/hub@1", "ethernet@1", "usb424,ec00", 1);
	tprop(fdt, "/usb@1000/hub@1/ethernet@1", "local-mac-address",
	      "\x02\x11\x22\x33\x44\x55", 6);
	tstr(fdt, "/usb@1000/hub@1/ethernet@1", "label", "lan0");
	tnode(fdt, "/", "aliases");
	tstr(fdt, "/aliases", "ethernet0", "/usb@1000/hub@1/ethernet@1");
	only(fdt, "none", NULL, 0);
}

static void test_compatible_form(void **state)
{
	void *fdt = tfdt_hcd();

	(void)state;
	tdev(fdt, "/usb@1000", "d@1", "usb424,EC00", 1);
	tstr(fdt, "/usb@1000/d@1", "compatible", "usb00424,ec00");
	{
		struct capture c;

		run(fdt, &c, NULL);
		assert_int_equal(count(&c, "compatible-form", "/usb@1000/d@1"), 1);
		assert_int_equal(count(&c, "compatible-vid-pid", "/usb@1000/d@1"), 1);
		assert_int_equal(c.n, 2);
	}
	free(fdt);
}

/*
 * A device node d@1 whose compatible is @list (strings separated by
 * sizeof: the literal's own length, its NULs included), and @n
 * diagnostics of @check on it (0: a clean tree).
 */
#define compat_case(list, check, n) \
	compat_case_len(list, (int)sizeof(list), check, n)

static void compat_case_len(const char *list, int len, const char *check, int n)
{
	void *fdt = tfdt_hcd();

	tdev(fdt, "/usb@1000", "d@1", NULL, 1);
	tprop(fdt, "/usb@1000/d@1", "compatible", list, len);
	only(fdt, n ? check : "none", n ? "/usb@1000/d@1" : NULL, n);
}

static void test_compatible_kind(void **state)
{
	(void)state;
	compat_case("usb1,2\0usbif1,2.config1.0", "compatible-kind", 1);
	/* a combined node: interface class names, never usb,device */
	compat_case("usb430,100\0usbif,class3\0usb,device", "compatible-kind", 1);
	compat_case("usb430,100\0usbif430,class3\0usbif,class3", NULL, 0);
}

static void test_compatible_order(void **state)
{
	(void)state;
	compat_case("usb1,2\0usb1,2.3", "compatible-order", 1);
	compat_case("usb1,2.3.config2\0usb1,2.3\0usb1,2.config2\0usb1,2\0usb,device",
		    NULL, 0);
}

static void test_compatible_ids(void **state)
{
	(void)state;
	compat_case("usb1,2.3\0usb1,4", "compatible-ids", 1);
	compat_case("usb1,2\0usb1,class2\0usb,class3", "compatible-ids", 1);
}

static void test_compatible_vid_pid(void **state)
{
	void *fdt = tfdt_hcd();

	(void)state;
	tdev(fdt, "/usb@1000", "d@1", "usb,device", 1);
	only(fdt, "compatible-vid-pid", "/usb@1000/d@1", 1);
}

static void test_compatible_missing(void **state)
{
	void *fdt = tfdt_hcd();

	(void)state;
	tdev(fdt, "/usb@1000", "d@1", NULL, 1);
	/* graph and connector nodes are not USB device nodes */
	tdev(fdt, "/usb@1000", "port@2", NULL, 2);
	tdev(fdt, "/usb@1000", "connector@3", NULL, 3);
	only(fdt, "compatible-missing", "/usb@1000/d@1", 1);
}

static void *iface_tree(const char *compat, uint32_t ifn, uint32_t cfg)
{
	void *fdt = tfdt_hcd();

	tdev(fdt, "/usb@1000", "d@1", "usb1,2", 1);
	tcells(fdt, "/usb@1000/d@1", "#address-cells", 1, 2);
	tcells(fdt, "/usb@1000/d@1", "#size-cells", 1, 0);
	tnode(fdt, "/usb@1000/d@1", "interface@0");
	tstr(fdt, "/usb@1000/d@1/interface@0", "compatible", compat);
	tcells(fdt, "/usb@1000/d@1/interface@0", "reg", 2, ifn, cfg);
	return fdt;
}

static void test_interface_compatible_reg(void **state)
{
	(void)state;
	only(iface_tree("usbif1,2.config1.0", 0, 1), "none", NULL, 0);
	only(iface_tree("usbif1,2.config2.0", 0, 1), "interface-compatible-reg",
	     "/usb@1000/d@1/interface@0", 1);
}

static void test_interface_compatible_parent(void **state)
{
	(void)state;
	only(iface_tree("usbif1,3.config1.0", 0, 1), "interface-compatible-parent",
	     "/usb@1000/d@1/interface@0", 1);
}

static void test_reg(void **state)
{
	void *fdt = tfdt_hcd();

	(void)state;
	tdev(fdt, "/usb@1000", "d@0", "usb1,2", 0);
	only(fdt, "reg", "/usb@1000/d@0", 1);
	fdt = tfdt_hcd();
	tdev(fdt, "/usb@1000", "d@100", "usb1,2", 256);
	only(fdt, "reg", "/usb@1000/d@100", 1);
	fdt = tfdt_hcd();
	tdev(fdt, "/usb@1000", "d@ff", "usb1,2", 255);
	only(fdt, "none", NULL, 0);
	fdt = iface_tree("usbif1,2.config1.0", 0, 0);
	{
		struct capture c;

		run(fdt, &c, NULL);
		assert_int_equal(count(&c, "reg", "/usb@1000/d@1/interface@0"), 1);
	}
	free(fdt);
}

static void test_unit_address(void **state)
{
	void *fdt = tfdt_hcd();

	(void)state;
	tdev(fdt, "/usb@1000", "d@10", "usb1,2", 10);
	only(fdt, "unit-address", "/usb@1000/d@10", 1);
	only(iface_tree("usbif1,2.config2.0", 0, 2), "unit-address",
	     "/usb@1000/d@1/interface@0", 1);	/* wants @0,2 */
}

static void test_bus_cells(void **state)
{
	void *fdt = tfdt_new();

	(void)state;
	tnode(fdt, "/", "usb@1000");
	tdev(fdt, "/usb@1000", "d@1", "usb1,2", 1);
	only(fdt, "bus-cells", "/usb@1000", 2);
}

static void test_duplicate_port(void **state)
{
	void *fdt = tfdt_hcd();

	(void)state;
	tdev(fdt, "/usb@1000", "a@1", "usb1,2", 1);
	tdev(fdt, "/usb@1000", "b@1", "usb1,3", 1);
	/* fdt_add_subnode() puts b@1 first: a@1 is the duplicate */
	only(fdt, "duplicate-port", "/usb@1000/a@1", 1);
}

static void test_device_parent(void **state)
{
	void *fdt = tfdt_new();

	(void)state;
	tdev(fdt, "/", "d@1", "usb1,2", 1);
	tcells(fdt, "/", "#address-cells", 1, 1);
	tcells(fdt, "/", "#size-cells", 1, 0);
	only(fdt, "device-parent", "/d@1", 1);
}

static void test_device_parent_unknown(void **state)
{
	void *fdt = tfdt_new();

	(void)state;
	tnode(fdt, "/", "bridge");
	tcells(fdt, "/bridge", "#address-cells", 1, 1);
	tcells(fdt, "/bridge", "#size-cells", 1, 0);
	tdev(fdt, "/bridge", "d@1", "usb1,2", 1);
	only(fdt, "device-parent-unknown", "/bridge/d@1", 1);
}

static void test_interface_parent(void **state)
{
	void *fdt = tfdt_hcd();

	(void)state;
	tnode(fdt, "/usb@1000", "interface@0");
	tstr(fdt, "/usb@1000/interface@0", "compatible", "usbif1,2.config1.0");
	tcells(fdt, "/usb@1000/interface@0", "reg", 2, 0, 1);
	tdev(fdt, "/usb@1000", "d@1", "usb1,2", 1);
	only(fdt, "interface-parent", "/usb@1000/interface@0", 1);
}

static void test_combined_node(void **state)
{
	void *fdt = iface_tree("usbif1,2.config1.0", 0, 1);

	(void)state;
	tstr(fdt, "/usb@1000/d@1", "compatible", "usb,class9");
	tprop(fdt, "/usb@1000/d@1", "compatible", "usb1,2\0usb,class9", 18);
	only(fdt, "combined-node", "/usb@1000/d@1", 1);
}

static void test_mac_address(void **state)
{
	void *fdt = tfdt_hcd();
	struct capture c;

	(void)state;
	tdev(fdt, "/usb@1000", "e@1", "usb1,2", 1);
	tprop(fdt, "/usb@1000/e@1", "local-mac-address", "\x01\x00\x5e\x00\x00\x01", 6);
	tprop(fdt, "/usb@1000/e@1", "mac-address", "\x02\x00\x00", 3);
	run(fdt, &c, NULL);
	assert_int_equal(count(&c, "mac-address", "/usb@1000/e@1"), 2);
	assert_int_equal(c.n, 2);
	tprop(fdt, "/usb@1000/e@1", "local-mac-address", "\0\0\0\0\0\0", 6);
	tprop(fdt, "/usb@1000/e@1", "mac-address", "\x02\0\0\0\0\1", 6);
	only(fdt, "mac-address-zero", "/usb@1000/e@1", 1);
}

static void label_case(const char *val, int len, bool bad)
{
	void *fdt = tfdt_hcd();

	tdev(fdt, "/usb@1000", "ethernet@1", "usb1,2", 1);
	tprop(fdt, "/usb@1000/ethernet@1", "label", val, len);
	only(fdt, bad ? "label" : "none", bad ? "/usb@1000/ethernet@1" : NULL, bad);
	/* a hub's or a modem's label is a human-readable name */
	fdt = tfdt_hcd();
	tdev(fdt, "/usb@1000", "hub@1", "usb1,2", 1);
	tprop(fdt, "/usb@1000/hub@1", "label", val, len);
	only(fdt, "none", NULL, 0);
}

static void test_label(void **state)
{
	(void)state;
	label_case("lan0", 5, false);
	label_case("fifteen-chars15", 16, false);
	label_case("sixteen-chars-16", 17, true);
	label_case("", 1, true);
	label_case(".", 2, true);
	label_case("..", 3, true);
	label_case("a/b", 4, true);
	label_case("a:b", 4, true);
	label_case("a%d", 4, true);
	label_case("a b", 4, true);
	label_case("a\tb", 4, true);
	label_case("ab", 2, true);	/* not NUL-terminated */
	label_case("a\0b", 4, true);	/* two strings */
}

static void test_label_unique(void **state)
{
	void *fdt = tfdt_hcd();

	(void)state;
	tdev(fdt, "/usb@1000", "a@1", "usb1,2", 1);
	tdev(fdt, "/usb@1000", "b@2", "usb1,2", 2);
	tdev(fdt, "/usb@1000", "c@3", "usb1,2", 3);
	tdev(fdt, "/usb@1000", "hub@4", "usb1,3", 4);
	tstr(fdt, "/usb@1000/a@1", "label", "lan0");
	tstr(fdt, "/usb@1000/b@2", "label", "lan1");
	tstr(fdt, "/usb@1000/c@3", "label", "lan0");
	tstr(fdt, "/usb@1000/hub@4", "label", "lan0");	/* not a network node */
	tprop(fdt, "/usb@1000/a@1", "local-mac-address", "\2\0\0\0\0\1", 6);
	tprop(fdt, "/usb@1000/b@2", "local-mac-address", "\2\0\0\0\0\2", 6);
	tprop(fdt, "/usb@1000/c@3", "local-mac-address", "\2\0\0\0\0\3", 6);
	/* a non-USB node may share the label */
	tnode(fdt, "/", "led");
	tstr(fdt, "/led", "label", "lan0");
	/* fdt_add_subnode() adds in front: c@3 comes first, a@1 last */
	only(fdt, "label-unique", "/usb@1000/a@1", 1);
}

static void test_nvmem_cells(void **state)
{
	void *fdt = tfdt_hcd();

	(void)state;
	tnode(fdt, "/", "mac");
	tcells(fdt, "/mac", "phandle", 1, 7);
	tdev(fdt, "/usb@1000", "e@1", "usb1,2", 1);
	tcells(fdt, "/usb@1000/e@1", "nvmem-cells", 2, 7, 7);
	tstr(fdt, "/usb@1000/e@1", "nvmem-cell-names", "mac-address");
	only(fdt, "nvmem-cells", "/usb@1000/e@1", 1);
	fdt = tfdt_hcd();
	tdev(fdt, "/usb@1000", "e@1", "usb1,2", 1);
	tcells(fdt, "/usb@1000/e@1", "nvmem-cells", 1, 9);
	tstr(fdt, "/usb@1000/e@1", "nvmem-cell-names", "mac-address");
	only(fdt, "nvmem-cells", "/usb@1000/e@1", 1);
}

static void test_nvmem_mac_address(void **state)
{
	void *fdt = tfdt_hcd();

	(void)state;
	tnode(fdt, "/", "mac");
	tcells(fdt, "/mac", "phandle", 1, 7);
	tdev(fdt, "/usb@1000", "e@1", "usb1,2", 1);
	tcells(fdt, "/usb@1000/e@1", "nvmem-cells", 1, 7);
	tstr(fdt, "/usb@1000/e@1", "nvmem-cell-names", "serial");
	only(fdt, "nvmem-mac-address", "/usb@1000/e@1", 1);
}

static void test_alias_ethernet(void **state)
{
	void *fdt = tfdt_hcd();

	(void)state;
	tnode(fdt, "/", "aliases");
	tstr(fdt, "/aliases", "ethernet0", "/usb@1000/nope");
	tstr(fdt, "/aliases", "serial0", "/nope");	/* not ethernet: ignored */
	only(fdt, "alias-ethernet", "/aliases", 1);
}

static void test_alias_ethernet_name(void **state)
{
	void *fdt = tfdt_hcd();

	(void)state;
	tnode(fdt, "/", "aliases");
	tstr(fdt, "/aliases", "ethernet-usb", "/usb@1000");
	tstr(fdt, "/aliases", "ethernet", "/usb@1000");
	only(fdt, "alias-ethernet-name", "/aliases", 1);
}

static void test_switches(void **state)
{
	struct usbdt_opts o;
	struct usbdt_result r;
	struct capture c;
	void *fdt = tfdt_hcd();
	int i;

	(void)state;
	tdev(fdt, "/usb@1000", "d@10", "usb1,2", 10);	/* unit-address */
	tdev(fdt, "/usb@1000", "e@0", "usb1,2", 0);	/* reg */
	usbdt_opts_init(&o);
	r = run(fdt, &c, &o);
	assert_int_equal(r.errors, 1);
	assert_int_equal(r.warnings, 1);
	assert_int_equal(usbdt_opts_set(&o, "no-reg", false), 0);
	assert_int_equal(usbdt_opts_set(&o, "unit-address", true), 0);
	r = run(fdt, &c, &o);
	assert_int_equal(r.errors, 1);
	assert_int_equal(c.sev[0], SEV_ERROR);
	assert_string_equal(c.check[0], "unit-address");
	assert_int_equal(usbdt_opts_set(&o, "reg", false), 0);
	assert_int_equal(usbdt_opts_set(&o, "no-unit-address", true), 0);
	r = run(fdt, &c, &o);
	assert_int_equal(r.errors, 1);
	assert_int_equal(r.warnings, 1);
	assert_int_equal(usbdt_opts_set(&o, "no-such", false), USBDT_ENOENT);
	for (i = 0; i < usbdt_check_count(); i++)
		assert_int_equal(usbdt_opts_set(&o, usbdt_check_info(i)->name, false), 0);
	assert_null(usbdt_check_info(usbdt_check_count()));
	free(fdt);
}

static void test_kinds(void **state)
{
	void *fdt = tfdt_new();
	int phy, usb, glue;

	(void)state;
	phy = tnode(fdt, "/", "usbphyc@1");
	usb = tnode(fdt, "/", "usb@2");
	glue = tnode(fdt, "/", "glue@3");
	tstr(fdt, "/glue@3", "compatible", "pciclass,0c0330");
	assert_false(usbdt_is_named_hcd(fdt, fdt_path_offset(fdt, "/usbphyc@1")));
	assert_true(usbdt_is_named_hcd(fdt, fdt_path_offset(fdt, "/usb@2")));
	assert_true(usbdt_is_named_hcd(fdt, fdt_path_offset(fdt, "/glue@3")));
	(void)phy; (void)usb; (void)glue;
	tdev(fdt, "/usbphyc@1", "usb-phy@0", NULL, 0);
	only(fdt, "none", NULL, 0);
}

static int deep_cb(const void *fdt, const struct usbdt_walk *w, void *arg)
{
	(void)fdt; (void)w; (void)arg;
	return 0;
}

static void test_depth_limit(void **state)
{
	void *fdt = tfdt_new();
	char path[1024] = "";
	int i;

	(void)state;
	for (i = 0; i < USBDT_MAX_DEPTH + 2; i++) {
		tnode(fdt, *path ? path : "/", "n");
		strcat(path, "/n");
	}
	assert_int_equal(usbdt_walk(fdt, deep_cb, NULL), USBDT_EDEPTH);
	free(fdt);
}

static void test_report_text_json(void **state)
{
	struct usbdt_diag d = { "f.dtb", "/a@1", SEV_ERROR, "reg", "bad \"x\"\n\x01" };
	struct usbdt_json_out j;
	struct usbdt_text_out t;
	char *buf = NULL;
	size_t len = 0;

	(void)state;
	t.f = open_memstream(&buf, &len);
	usbdt_report_text(&d, &t);
	fclose(t.f);
	/* control characters escaped: one diagnostic is one line */
	assert_string_equal(buf, "f.dtb: /a@1: error: bad \"x\"\\x0a\\x01 [reg]\n");
	free(buf);
	j.f = open_memstream(&buf, &len);
	usbdt_json_begin(&j);
	usbdt_report_json(&d, &j);
	d.sev = SEV_WARNING;
	usbdt_report_json(&d, &j);
	usbdt_json_end(&j);
	fclose(j.f);
	assert_non_null(strstr(buf, "\"message\": \"bad \\\"x\\\"\\n\\u0001\""));
	assert_non_null(strstr(buf, "\"severity\": \"warning\""));
	assert_int_equal(buf[0], '[');
	free(buf);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_clean_tree),
		cmocka_unit_test(test_compatible_form),
		cmocka_unit_test(test_compatible_kind),
		cmocka_unit_test(test_compatible_order),
		cmocka_unit_test(test_compatible_ids),
		cmocka_unit_test(test_compatible_vid_pid),
		cmocka_unit_test(test_compatible_missing),
		cmocka_unit_test(test_interface_compatible_reg),
		cmocka_unit_test(test_interface_compatible_parent),
		cmocka_unit_test(test_reg),
		cmocka_unit_test(test_unit_address),
		cmocka_unit_test(test_bus_cells),
		cmocka_unit_test(test_duplicate_port),
		cmocka_unit_test(test_device_parent),
		cmocka_unit_test(test_device_parent_unknown),
		cmocka_unit_test(test_interface_parent),
		cmocka_unit_test(test_combined_node),
		cmocka_unit_test(test_mac_address),
		cmocka_unit_test(test_label),
		cmocka_unit_test(test_label_unique),
		cmocka_unit_test(test_nvmem_cells),
		cmocka_unit_test(test_nvmem_mac_address),
		cmocka_unit_test(test_alias_ethernet),
		cmocka_unit_test(test_alias_ethernet_name),
		cmocka_unit_test(test_switches),
		cmocka_unit_test(test_kinds),
		cmocka_unit_test(test_depth_limit),
		cmocka_unit_test(test_report_text_json),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
