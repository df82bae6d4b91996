// SPDX-License-Identifier: GPL-2.0
/*
 * The checks, in the manner of dtc's checks.c: a table of named checks,
 * one function each, each switchable (-W no-NAME, -W NAME, -E NAME).
 * Node checks run on every node of a single walk (usbdt_walk()); tree
 * checks run once. Nothing here allocates: paths and messages are
 * formatted into stack buffers and handed to the report callback.
 *
 * Which nodes are USB nodes: see node.c. How each check maps to the
 * binding: see README.md and usbdt.1.
 */
#include <ctype.h>
#include <stdarg.h>
#include <string.h>

#include <libfdt.h>

#include "usbdt.h"

struct ctx {
	const void *fdt;
	const char *file;
	const struct usbdt_opts *opts;
	usbdt_report_fn fn;
	void *arg;
	struct usbdt_result *res;
	int cur;		/* index of the running check */
	uint32_t fired;		/* checks that reported on the current node */
	int aliases;		/* /aliases, looked up once */
	/* the node's compatible, parsed once per node (node_cb) */
	struct {
		const char *s;
		struct usb_compat uc;
	} comp[USBDT_MAX_COMPAT];
	int ncomp;
};

#define for_each_compat(c, i) for ((i) = 0; (i) < (c)->ncomp; (i)++)

typedef void (*node_check_fn)(struct ctx *c, const struct usbdt_walk *w);
typedef void (*tree_check_fn)(struct ctx *c);

struct check {
	struct usbdt_check_info info;
	node_check_fn node;
	tree_check_fn tree;
};

static void report(struct ctx *c, int off, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

static void report(struct ctx *c, int off, const char *fmt, ...)
{
	char path[USBDT_PATH_MAX], msg[512];
	struct usbdt_diag d;
	va_list ap;

	if (off < 0 || fdt_get_path(c->fdt, off, path, sizeof(path)) < 0)
		strcpy(path, "?");
	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	d = (struct usbdt_diag){ .file = c->file, .path = path,
		.sev = c->opts->sev[c->cur], .msg = msg,
		.check = usbdt_check_info(c->cur)->name };
	c->fired |= 1u << c->cur;
	if (d.sev == SEV_ERROR)
		c->res->errors++;
	else
		c->res->warnings++;
	c->fn(&d, c->arg);
}

static bool is_usb(const struct usbdt_walk *w)
{
	return w->kind == UK_DEVICE || w->kind == UK_INTERFACE;
}

/* count children of @w by kind */
static void child_kinds(const void *fdt, const struct usbdt_walk *w,
			int *ndev, int *nif)
{
	int child, addr = usbdt_cells(fdt, w->off, "#address-cells");
	enum usb_kind k;

	*ndev = *nif = 0;
	fdt_for_each_subnode(child, fdt, w->off) {
		k = usbdt_kind_of(fdt, child, w->kind, addr);
		*ndev += k == UK_DEVICE;
		*nif += k == UK_INTERFACE;
	}
}

/* ---- compatible ---- */

static void check_compatible_form(struct ctx *c, const struct usbdt_walk *w)
{
	int i;

	for_each_compat(c, i)
		if (c->comp[i].uc.form == UC_BAD)
			report(c, w->off, "compatible \"%s\": %s", c->comp[i].s,
			       c->comp[i].uc.why);
}

static bool has_compat_form(const struct ctx *c, enum usb_compat_form a,
			    enum usb_compat_form b)
{
	int i;

	for_each_compat(c, i)
		if (c->comp[i].uc.form == a || c->comp[i].uc.form == b)
			return true;
	return false;
}

/* a device node with interface class names is a combined node (3.4) */
static bool names_combined(const struct ctx *c)
{
	return has_compat_form(c, UC_IF_VID_CLASS, UC_IF_CLASS);
}

static void check_compatible_kind(struct ctx *c, const struct usbdt_walk *w)
{
	const struct usb_compat *uc;
	int i;

	if (w->kind != UK_DEVICE)
		return;
	for_each_compat(c, i) {
		uc = &c->comp[i].uc;
		if (uc->form == UC_IF_VID_PID_CFG || uc->form == UC_IF_VID_PID_REV_CFG)
			report(c, w->off,
			       "compatible \"%s\" is an interface name on a device node",
			       c->comp[i].s);
		else if (uc->form == UC_DEV_DEVICE && names_combined(c))
			report(c, w->off,
			       "compatible \"usb,device\" on a combined node (it has interface class names): a combined node never carries it");
	}
}

/*
 * The rank of a name in the binding's order (most specific first); the
 * same order usb_names() writes.
 */
static int compat_rank(const struct usb_compat *uc)
{
	switch (uc->form) {
	case UC_DEV_VID_PID_REV_CFG:	return 0;
	case UC_DEV_VID_PID_REV:	return 1;
	case UC_DEV_VID_PID_CFG:	return 2;
	case UC_DEV_VID_PID:		return 3;
	case UC_DEV_VID_CLASS:		return 4 + 3 - uc->ncls;
	case UC_DEV_CLASS:		return 7 + 3 - uc->ncls;
	case UC_IF_VID_PID_REV_CFG:	return 10;
	case UC_IF_VID_PID_CFG:		return 11;
	case UC_IF_VID_CLASS:		return 12 + 3 - uc->ncls;
	case UC_IF_CLASS:		return 15 + 3 - uc->ncls;
	case UC_DEV_DEVICE:		return 18;
	default:			return -1;
	}
}

static void check_compatible_order(struct ctx *c, const struct usbdt_walk *w)
{
	int i, r, prev = -1, pi = 0;

	for_each_compat(c, i) {
		r = compat_rank(&c->comp[i].uc);
		if (r < 0)
			continue;
		if (r < prev) {
			report(c, w->off,
			       "compatible \"%s\" after \"%s\": names go most specific first",
			       c->comp[i].s, c->comp[pi].s);
			return;
		}
		prev = r;
		pi = i;
	}
}

/* all specific names name one device; class names one class */
static void check_compatible_ids(struct ctx *c, const struct usbdt_walk *w)
{
	const struct usb_compat *uc, *first = NULL, *cls[2] = { NULL, NULL };
	const char *fs = NULL, *cs[2] = { NULL, NULL };
	int i, k;

	for_each_compat(c, i) {
		uc = &c->comp[i].uc;
		if (uc->form <= UC_BAD || uc->form == UC_DEV_DEVICE)
			continue;
		if (uc->form == UC_DEV_VID_CLASS || uc->form == UC_DEV_CLASS ||
		    uc->form == UC_IF_VID_CLASS || uc->form == UC_IF_CLASS) {
			k = uc->iface;
			if (!cls[k]) {
				cls[k] = uc;
				cs[k] = c->comp[i].s;
			} else if (memcmp(uc->cls, cls[k]->cls,
					  sizeof(unsigned int) *
					  (size_t)(uc->ncls < cls[k]->ncls ?
						   uc->ncls : cls[k]->ncls))) {
				report(c, w->off,
				       "compatible \"%s\" and \"%s\" name different classes",
				       cs[k], c->comp[i].s);
				return;
			}
			if (uc->form == UC_DEV_CLASS || uc->form == UC_IF_CLASS)
				continue;
		}
		if (!first) {
			first = uc;
			fs = c->comp[i].s;
			continue;
		}
		if (uc->vid != first->vid ||
		    (uc->form != UC_DEV_VID_CLASS && uc->form != UC_IF_VID_CLASS &&
		     first->form != UC_DEV_VID_CLASS && first->form != UC_IF_VID_CLASS &&
		     uc->pid != first->pid)) {
			report(c, w->off,
			       "compatible \"%s\" and \"%s\" name different devices (Linux matches either: a second source?)",
			       fs, c->comp[i].s);
			return;
		}
	}
}

static void check_compatible_vid_pid(struct ctx *c, const struct usbdt_walk *w)
{
	if (!c->ncomp)
		return;
	if (w->kind == UK_DEVICE && !has_compat_form(c, UC_DEV_VID_PID, UC_DEV_VID_PID))
		report(c, w->off,
		       "no \"usbVID,PID\" compatible (the binding says it should be present; Linux matches the other names too)");
	if (w->kind == UK_INTERFACE &&
	    !has_compat_form(c, UC_IF_VID_PID_CFG, UC_IF_VID_PID_CFG))
		report(c, w->off,
		       "no \"usbifVID,PID.configC.I\" compatible (the binding says it should be present; Linux matches the other names too)");
}

static bool has_usb_name(const struct ctx *c)
{
	int i;

	for_each_compat(c, i)
		if (c->comp[i].uc.form != UC_NONE)
			return true;
	return false;
}

/*
 * A node without a USB name is, to Linux, the node of its port (or
 * interface), not of what is found there (of.c: usb_of_node_identifies(),
 * of_names.c: usb_of_names_usb()): the device still gets it as of_node,
 * but it names nothing, so no label, no network of_node and no warning
 * come from it; the device keeps the name it has without the node.
 */
static void check_compatible_missing(struct ctx *c, const struct usbdt_walk *w)
{
	const char *what = w->kind == UK_DEVICE ? "port" : "interface",
		   *thing = w->kind == UK_DEVICE ? "device" : "interface",
		   *want = w->kind == UK_DEVICE ? "usbVID,PID" : "usbifVID,PID.configC.I";
	int i;

	if (!c->ncomp) {
		report(c, w->off,
		       "no compatible: Linux takes this node as describing the %s, naming no %s: whatever is found there keeps its own name and gets no label from it (add \"%s\")",
		       what, thing, want);
		return;
	}
	if (has_usb_name(c))
		return;
	for_each_compat(c, i)
		if (!strncmp(c->comp[i].s, "usb", 3) &&
		    strspn(c->comp[i].s + 3, "0123456789abcdefABCDEF") ==
		    strlen(c->comp[i].s + 3)) {
			report(c, w->off,
			       "compatible \"%s\" is not a 1275 name (\"%s\"): Linux takes this node as describing the %s, naming no %s",
			       c->comp[i].s, want, what, thing);
			return;
		}
	report(c, w->off,
	       "compatible has no USB name (\"%s\"...): Linux takes this node as describing the %s, naming no %s: whatever is found there keeps its own name and gets no label from it (add \"%s\")",
	       c->comp[0].s, what, thing, want);
}

/* reg of an interface node, false unless exactly two cells */
static bool iface_reg(const void *fdt, int off, uint32_t r[2])
{
	return usbdt_reg_cells(fdt, off, r, 2) == 2;
}

static void check_interface_compatible_reg(struct ctx *c,
					   const struct usbdt_walk *w)
{
	const struct usb_compat *uc;
	uint32_t r[2];
	int i;

	if (w->kind != UK_INTERFACE || !iface_reg(c->fdt, w->off, r))
		return;
	for_each_compat(c, i) {
		uc = &c->comp[i].uc;
		if ((uc->form == UC_IF_VID_PID_CFG ||
		     uc->form == UC_IF_VID_PID_REV_CFG) &&
		    (uc->ifnum != r[0] || uc->config != r[1]))
			report(c, w->off,
			       "compatible \"%s\" names interface %u of configuration %u, reg is <%u %u>",
			       c->comp[i].s, uc->ifnum, uc->config, r[0], r[1]);
	}
}

static void check_interface_compatible_parent(struct ctx *c,
					      const struct usbdt_walk *w)
{
	const struct usb_compat *uc;
	unsigned int vid, pid;
	int i;

	if (w->kind != UK_INTERFACE || w->pkind != UK_DEVICE ||
	    !usbdt_device_vid_pid(c->fdt, w->parent, &vid, &pid))
		return;
	for_each_compat(c, i) {
		uc = &c->comp[i].uc;
		if ((uc->form == UC_IF_VID_PID_CFG ||
		     uc->form == UC_IF_VID_PID_REV_CFG ||
		     uc->form == UC_IF_VID_CLASS) &&
		    (uc->vid != vid || (uc->form != UC_IF_VID_CLASS && uc->pid != pid)))
			report(c, w->off,
			       "compatible \"%s\" does not name the parent device usb%x,%x",
			       c->comp[i].s, vid, pid);
	}
}

/* ---- reg, unit address, cells ---- */

static void check_reg_device(struct ctx *c, const struct usbdt_walk *w)
{
	uint32_t r[1];
	int n = usbdt_reg_cells(c->fdt, w->off, r, 1);

	if (n == -1)
		report(c, w->off, "missing reg (the port number)");
	else if (n == -2 || n != 1)
		report(c, w->off, "reg is %d bytes, expected one cell (the port number)",
		       fdt_getprop(c->fdt, w->off, "reg", &n) ? n : 0);
	else if (r[0] < 1 || r[0] > 255)
		report(c, w->off, "port %u out of range 1-255", r[0]);
}

static void check_reg_interface(struct ctx *c, const struct usbdt_walk *w)
{
	uint32_t r[2];
	int n = usbdt_reg_cells(c->fdt, w->off, r, 2);

	if (n == -1)
		report(c, w->off, "missing reg <interface configuration>");
	else if (n != 2)
		report(c, w->off, "reg is %d bytes, expected two cells <interface configuration>",
		       fdt_getprop(c->fdt, w->off, "reg", &n) ? n : 0);
	else if (r[0] > 255)
		report(c, w->off, "interface %u out of range 0-255", r[0]);
	else if (r[1] < 1 || r[1] > 255)
		report(c, w->off, "configuration %u out of range 1-255", r[1]);
}

static void check_reg(struct ctx *c, const struct usbdt_walk *w)
{
	if (w->kind == UK_DEVICE)
		check_reg_device(c, w);
	else if (w->kind == UK_INTERFACE)
		check_reg_interface(c, w);
}

static void check_unit_address(struct ctx *c, const struct usbdt_walk *w)
{
	const char *ua = usbdt_unit_address(c->fdt, w->off);
	char want[32];
	uint32_t r[2];
	int n;

	n = usbdt_reg_cells(c->fdt, w->off, r, 2);
	if (w->kind == UK_DEVICE && n == 1)
		snprintf(want, sizeof(want), "%x", r[0]);
	else if (w->kind == UK_INTERFACE && n == 2 && r[1] == 1)
		snprintf(want, sizeof(want), "%x", r[0]);
	else if (w->kind == UK_INTERFACE && n == 2)
		snprintf(want, sizeof(want), "%x,%x", r[0], r[1]);
	else
		return;
	if (!*ua)
		report(c, w->off, "no unit address, expected @%s from reg", want);
	else if (strcmp(ua, want))
		report(c, w->off, "unit address @%s does not match reg, expected @%s",
		       ua, want);
}

static void want_cells(struct ctx *c, int off, const char *prop, int want,
		       const char *what)
{
	int v = usbdt_cells(c->fdt, off, prop);

	if (v == -1)
		report(c, off, "missing %s, expected <%d> for %s", prop, want, what);
	else if (v == -2)
		report(c, off, "%s is not one cell, expected <%d> for %s", prop,
		       want, what);
	else if (v != want)
		report(c, off, "%s is <%d>, expected <%d> for %s", prop, v, want,
		       what);
}

/*
 * A USB node without USB children (a leaf hub, a device that may get
 * interface nodes): cells it declares still describe a USB bus, so
 * #size-cells is 0 and #address-cells 1 (ports) or 2 (interfaces), 1 for
 * a hub.
 */
static bool is_hub_class(const void *fdt, int off);

static void leaf_cells(struct ctx *c, const struct usbdt_walk *w)
{
	int a = usbdt_cells(c->fdt, w->off, "#address-cells");
	int sz = usbdt_cells(c->fdt, w->off, "#size-cells");
	bool hub = w->kind == UK_DEVICE && is_hub_class(c->fdt, w->off);

	if (sz != -1 && sz != 0)
		report(c, w->off, "#size-cells is not <0>: a USB node's children have no size");
	if (a == -1)
		return;
	if (hub && a != 1)
		report(c, w->off, "#address-cells is not <1> on a hub (its children are ports)");
	else if (!hub && a != 1 && a != 2)
		report(c, w->off,
		       "#address-cells is not <1> (ports) or <2> (interfaces)");
}

static void check_bus_cells(struct ctx *c, const struct usbdt_walk *w)
{
	int ndev, nif;

	if (w->kind == UK_NONE)
		return;
	child_kinds(c->fdt, w, &ndev, &nif);
	if (ndev) {
		want_cells(c, w->off, "#address-cells", 1, "device nodes");
		want_cells(c, w->off, "#size-cells", 0, "device nodes");
	} else if (nif) {
		want_cells(c, w->off, "#address-cells", 2, "interface nodes");
		want_cells(c, w->off, "#size-cells", 0, "interface nodes");
	} else if (is_usb(w)) {
		leaf_cells(c, w);
	}
}

/* same address: one reg cell for device nodes, two for interface nodes */
static bool same_address(const void *fdt, int a, int b, int cells)
{
	uint32_t ra[2], rb[2];

	if (usbdt_reg_cells(fdt, a, ra, 2) != cells ||
	    usbdt_reg_cells(fdt, b, rb, 2) != cells)
		return false;
	return ra[0] == rb[0] && (cells == 1 || ra[1] == rb[1]);
}

static void check_duplicate_port(struct ctx *c, const struct usbdt_walk *w)
{
	char other[USBDT_PATH_MAX];
	int sib, cells = w->kind == UK_DEVICE ? 1 : 2;

	fdt_for_each_subnode(sib, c->fdt, w->parent) {
		if (sib == w->off)
			break;
		if (usbdt_kind_of(c->fdt, sib, w->pkind, w->paddr) != w->kind ||
		    !same_address(c->fdt, sib, w->off, cells))
			continue;
		if (fdt_get_path(c->fdt, sib, other, sizeof(other)) < 0)
			strcpy(other, "?");
		report(c, w->off, "%s also taken by %s (Linux uses the first)",
		       cells == 1 ? "port" : "interface and configuration", other);
		return;
	}
}

/* ---- placement ---- */

static bool is_hub_interface(const void *fdt, int off)
{
	return usbdt_names_hub_class(fdt, off, true);
}

/* a controller child of a controller: the parent is a glue node (DWC3) */
static int controller_core(const void *fdt, int off)
{
	int child;

	fdt_for_each_subnode(child, fdt, off)
		if (usbdt_is_named_hcd(fdt, child))
			return child;
	return -1;
}

/* a node that is a bus of another kind: I2C, SPI, MDIO, serial */
static const char *other_bus(const void *fdt, int off)
{
	static const char *const buses[] = { "i2c", "spi", "mdio", "serial" };
	const char *name = fdt_get_name(fdt, off, NULL), *s;
	int i, n;
	size_t k;

	for (k = 0; k < sizeof(buses) / sizeof(buses[0]); k++) {
		if (name && !strncmp(name, buses[k], strlen(buses[k])))
			return buses[k];
		n = fdt_stringlist_count(fdt, off, "compatible");
		for (i = 0; i < n; i++) {
			s = fdt_stringlist_get(fdt, off, "compatible", i, NULL);
			if (s && strstr(s, buses[k]))
				return buses[k];
		}
	}
	return NULL;
}

static void check_device_parent(struct ctx *c, const struct usbdt_walk *w)
{
	char core[USBDT_PATH_MAX];
	const char *bus;
	int off;

	if (w->parent == 0) {
		report(c, w->off,
		       "device node at the root: its parent must be a USB host controller or hub");
	} else if (w->pkind == UK_INTERFACE && !is_hub_interface(c->fdt, w->parent)) {
		report(c, w->off,
		       "device node under an interface node that is not a hub interface");
	} else if (w->pkind == UK_HCD &&
		   (off = controller_core(c->fdt, w->parent)) >= 0) {
		if (fdt_get_path(c->fdt, off, core, sizeof(core)) < 0)
			strcpy(core, "?");
		report(c, w->off,
		       "device node under a glue node: Linux gives the host controller the node of its core %s; move it there",
		       core);
	} else if (w->pkind == UK_HCD && !usbdt_is_named_hcd(c->fdt, w->parent) &&
		   (bus = other_bus(c->fdt, w->parent))) {
		report(c, w->off,
		       "USB device node under a %s controller, which has no USB devices",
		       bus);
	}
}

static void check_device_parent_unknown(struct ctx *c, const struct usbdt_walk *w)
{
	if (w->kind != UK_DEVICE || w->parent <= 0)
		return;
	if (w->pkind == UK_HCD && !usbdt_is_named_hcd(c->fdt, w->parent) &&
	    !other_bus(c->fdt, w->parent))
		report(c, w->off,
		       "parent is not recognised as a USB host controller (by compatible or node name)");
	else if (w->pkind == UK_INTERFACE && is_hub_interface(c->fdt, w->parent))
		report(c, w->off,
		       "parent is a hub interface node, which Linux 6.12 does not look up");
}

static void check_interface_parent(struct ctx *c, const struct usbdt_walk *w)
{
	if (w->kind == UK_INTERFACE && w->pkind != UK_DEVICE)
		report(c, w->off, "interface node whose parent is not a USB device node");
}

/* a hub: device class 9, or a combined node of interface class 9 */
static bool is_hub_class(const void *fdt, int off)
{
	return usbdt_names_hub_class(fdt, off, false) ||
	       usbdt_names_hub_class(fdt, off, true);
}

static void check_combined_node(struct ctx *c, const struct usbdt_walk *w)
{
	int ndev, nif;

	if (w->kind != UK_DEVICE)
		return;
	child_kinds(c->fdt, w, &ndev, &nif);
	if (ndev && nif)
		report(c, w->off,
		       "hub node with interface nodes: a hub is a combined node (device and interface in one)");
	else if (nif && is_hub_class(c->fdt, w->off))
		report(c, w->off,
		       "hub class device with interface nodes: a hub is a combined node");
}

/* ---- Ethernet: MAC, label, nvmem ---- */

static void mac_props(struct ctx *c, const struct usbdt_walk *w, bool zero)
{
	static const char *const props[] = { "local-mac-address", "mac-address" };
	const uint8_t *m;
	unsigned int i;
	int len;

	for (i = 0; i < 2; i++) {
		m = fdt_getprop(c->fdt, w->off, props[i], &len);
		if (!m)
			continue;
		if (zero && len == 6 && !(m[0] | m[1] | m[2] | m[3] | m[4] | m[5]))
			report(c, w->off, "%s is all zero: a placeholder, Linux ignores it",
			       props[i]);
		else if (!zero && len != 6)
			report(c, w->off, "%s is %d bytes, expected 6", props[i], len);
		else if (!zero && (m[0] & 1))
			report(c, w->off,
			       "%s %02x:%02x:%02x:%02x:%02x:%02x is a multicast address",
			       props[i], m[0], m[1], m[2], m[3], m[4], m[5]);
	}
}

static void check_mac_address(struct ctx *c, const struct usbdt_walk *w)
{
	mac_props(c, w, false);
}

static void check_mac_address_zero(struct ctx *c, const struct usbdt_walk *w)
{
	mac_props(c, w, true);
}

/* Linux's dev_valid_name() plus the project's rules: no '%', no ':' */
static const char *ifname_problem(const char *s, int len)
{
	int i;

	if (len < 1 || s[len - 1] || (int)strlen(s) != len - 1)
		return "not a single string";
	if (!*s)
		return "empty";
	if (len > 16)
		return "longer than 15 characters";
	if (!strcmp(s, ".") || !strcmp(s, ".."))
		return "\".\" or \"..\"";
	for (i = 0; s[i]; i++) {
		if (s[i] == '/' || s[i] == ':' || s[i] == '%')
			return "contains '/', ':' or '%'";
		if (isspace((unsigned char)s[i]) || !isprint((unsigned char)s[i]))
			return "contains white space or a control character";
	}
	return NULL;
}

/* is an /aliases/ethernet* the path of @off? */
static bool ethernet_alias_target(const void *fdt, int off)
{
	const char *name, *val;
	int aliases, prop, len;

	aliases = usbdt_path_offset(fdt, "/aliases");
	if (aliases < 0)
		return false;
	fdt_for_each_property_offset(prop, fdt, aliases) {
		val = fdt_getprop_by_offset(fdt, prop, &name, &len);
		if (val && !strncmp(name, "ethernet", 8) &&
		    usbdt_alias_value_offset(fdt, val, len) == off)
			return true;
	}
	return false;
}

/*
 * A network device: the only USB nodes whose label names something (the
 * interface); elsewhere (a hub, a modem) label is a human-readable name,
 * as ethernet-controller.yaml and dt-validate allow. Known by an address
 * property, a mac-address nvmem cell, an ethernet* node name or an
 * ethernet* alias.
 */
static bool is_network_node(const void *fdt, int off)
{
	const char *name = fdt_get_name(fdt, off, NULL);

	return fdt_getprop(fdt, off, "local-mac-address", NULL) ||
	       fdt_getprop(fdt, off, "mac-address", NULL) ||
	       fdt_stringlist_search(fdt, off, "nvmem-cell-names", "mac-address") >= 0 ||
	       (name && !strncmp(name, "ethernet", 8)) ||
	       ethernet_alias_target(fdt, off);
}

static void check_label(struct ctx *c, const struct usbdt_walk *w)
{
	const char *s, *why;
	int len;

	s = fdt_getprop(c->fdt, w->off, "label", &len);
	if (!s || !is_network_node(c->fdt, w->off))
		return;
	why = ifname_problem(s, len);
	if (why)
		report(c, w->off, "label is not a valid interface name: %s", why);
}

/* a usable label, NULL otherwise */
static const char *good_label(const void *fdt, const struct usbdt_walk *w)
{
	const char *s;
	int len;

	if (!is_usb(w) || !(s = fdt_getprop(fdt, w->off, "label", &len)) ||
	    !is_network_node(fdt, w->off))
		return NULL;
	return !ifname_problem(s, len) ? s : NULL;
}

struct label_find {
	const char *label;
	int before;		/* stop at this node */
	int found;		/* first earlier USB node with the label */
};

static int find_label_cb(const void *fdt, const struct usbdt_walk *w, void *arg)
{
	struct label_find *f = arg;
	const char *s;

	if (w->off >= f->before)
		return 1;
	s = good_label(fdt, w);
	if (s && !strcmp(s, f->label)) {
		f->found = w->off;
		return 1;
	}
	return 0;
}

static void check_label_unique(struct ctx *c, const struct usbdt_walk *w)
{
	struct label_find f = { .label = good_label(c->fdt, w),
				.before = w->off, .found = -1 };
	char other[USBDT_PATH_MAX];

	if (!f.label)
		return;
	usbdt_walk(c->fdt, find_label_cb, &f);
	if (f.found < 0)
		return;
	if (fdt_get_path(c->fdt, f.found, other, sizeof(other)) < 0)
		strcpy(other, "?");
	report(c, w->off, "label \"%s\" is also the label of %s", f.label, other);
}

/* strings of a property (libfdt's stringlist), 0 when absent or garbled */
static int string_count(const void *fdt, int off, const char *prop)
{
	int n = fdt_stringlist_count(fdt, off, prop);

	return n > 0 ? n : 0;
}

/* entries of nvmem-cells, reporting unresolvable phandles; -1 if garbled */
static int nvmem_entries(struct ctx *c, int off, const fdt32_t *v, int cells)
{
	int i = 0, n = 0, target, args;
	uint32_t ph;

	while (i < cells) {
		ph = fdt32_to_cpu(v[i]);
		target = fdt_node_offset_by_phandle(c->fdt, ph);
		if (target < 0) {
			report(c, off, "nvmem-cells entry %d: phandle 0x%x does not resolve",
			       n, ph);
			return -1;
		}
		args = usbdt_cells(c->fdt, target, "#nvmem-cell-cells");
		i += 1 + (args > 0 ? args : 0);
		n++;
	}
	if (i != cells) {
		report(c, off, "nvmem-cells is shorter than its last entry");
		return -1;
	}
	return n;
}

static void check_nvmem_cells(struct ctx *c, const struct usbdt_walk *w)
{
	const fdt32_t *v;
	int len, n, names;

	v = fdt_getprop(c->fdt, w->off, "nvmem-cells", &len);
	names = string_count(c->fdt, w->off, "nvmem-cell-names");
	if (!v) {
		if (fdt_getprop(c->fdt, w->off, "nvmem-cell-names", NULL))
			report(c, w->off, "nvmem-cell-names without nvmem-cells");
		return;
	}
	if (len == 0 || len % 4) {
		report(c, w->off, "nvmem-cells is %d bytes, not a list of phandles", len);
		return;
	}
	n = nvmem_entries(c, w->off, v, len / 4);
	if (n >= 0 && n != names)
		report(c, w->off, "nvmem-cells has %d entries, nvmem-cell-names %d",
		       n, names);
}

static void check_nvmem_mac_address(struct ctx *c, const struct usbdt_walk *w)
{
	if (!fdt_getprop(c->fdt, w->off, "nvmem-cells", NULL) ||
	    fdt_stringlist_search(c->fdt, w->off, "nvmem-cell-names",
				  "mac-address") >= 0)
		return;
	report(c, w->off,
	       "nvmem-cells without a \"mac-address\" cell name: of_get_mac_address() reads only that one");
}

/* ---- aliases ---- */

static void check_alias_ethernet(struct ctx *c)
{
	const char *name, *val, *why;
	int aliases, prop, len;

	aliases = c->aliases;
	if (aliases < 0)
		return;
	fdt_for_each_property_offset(prop, c->fdt, aliases) {
		val = fdt_getprop_by_offset(c->fdt, prop, &name, &len);
		if (!val || strncmp(name, "ethernet", 8))
			continue;
		why = usbdt_path_value_problem(val, len);
		if (why)
			report(c, aliases, "alias %s is %s", name, why);
		else if (usbdt_path_offset(c->fdt, val) < 0)
			report(c, aliases, "alias %s points at %s, which does not exist",
			       name, val);
	}
}

static void check_alias_ethernet_name(struct ctx *c)
{
	const char *name;
	int aliases, prop;

	aliases = c->aliases;
	if (aliases < 0)
		return;
	fdt_for_each_property_offset(prop, c->fdt, aliases) {
		if (!fdt_getprop_by_offset(c->fdt, prop, &name, NULL) ||
		    strncmp(name, "ethernet", 8))
			continue;
		if (usbdt_uboot_alias_index(name) < 0)
			report(c, aliases,
			       "alias %s: U-Boot's fdt_fixup_ethernet() ignores it (no trailing number)",
			       name);
	}
}

/* two aliases U-Boot maps to one variable: two NICs, one MAC */
static void check_alias_ethernet_index(struct ctx *c)
{
	const char *name, *other, *v1, *v2;
	int aliases, prop, p2, l1, l2;
	long idx;
	char var[32];

	aliases = c->aliases;
	if (aliases < 0)
		return;
	fdt_for_each_property_offset(prop, c->fdt, aliases) {
		v1 = fdt_getprop_by_offset(c->fdt, prop, &name, &l1);
		if (!v1 || (idx = usbdt_uboot_alias_index(name)) < 0)
			continue;
		fdt_for_each_property_offset(p2, c->fdt, aliases) {
			if (p2 >= prop)
				break;
			v2 = fdt_getprop_by_offset(c->fdt, p2, &other, &l2);
			/* one node under two names is one interface */
			if (!v2 || usbdt_uboot_alias_index(other) != idx ||
			    usbdt_alias_value_offset(c->fdt, v1, l1) ==
			    usbdt_alias_value_offset(c->fdt, v2, l2))
				continue;
			usbdt_uboot_env_name(idx, var, sizeof(var));
			report(c, aliases,
			       "aliases %s and %s point at two nodes and both take U-Boot's %s: two interfaces, one address",
			       other, name, var);
			break;
		}
	}
}

/* ---- the table ---- */

/* node kinds a check runs on */
#define K_DEV	(1u << UK_DEVICE)
#define K_IF	(1u << UK_INTERFACE)
#define K_USB	(K_DEV | K_IF)
#define K_HCD	(1u << UK_HCD)

/* name, level, function, kinds, prerequisite ("" none), doc */
#define NODE(n, s, f, k, p, d) { { n, s, d, k, p }, f, NULL }
#define TREE(n, s, f, d) { { n, s, d, 0, "" }, NULL, f }

static const struct check checks[] = {
	NODE("compatible-form", SEV_ERROR, check_compatible_form, K_USB, "",
	     "USB compatible strings in a 1275 form, lower-case hex, in range"),
	NODE("compatible-kind", SEV_ERROR, check_compatible_kind, K_DEV, "",
	     "device nodes carry no interface names; combined nodes no usb,device"),
	NODE("compatible-order", SEV_ERROR, check_compatible_order, K_USB, "",
	     "USB names most specific first, in the binding's order"),
	NODE("compatible-ids", SEV_WARNING, check_compatible_ids, K_USB, "",
	     "the USB names of a node name one device (VID,PID) and one class"),
	NODE("compatible-missing", SEV_WARNING, check_compatible_missing, K_USB, "",
	     "USB nodes found by their parent have a USB compatible"),
	NODE("compatible-vid-pid", SEV_WARNING, check_compatible_vid_pid, K_USB,
	     "compatible-missing",
	     "device nodes have usbVID,PID, interface nodes usbifVID,PID.configC.I"),
	NODE("reg", SEV_ERROR, check_reg, K_USB, "",
	     "device reg: one cell, port 1-255; interface reg: <interface configuration>"),
	NODE("interface-compatible-reg", SEV_ERROR, check_interface_compatible_reg,
	     K_IF, "reg",
	     "interface compatible names the interface and configuration of reg"),
	NODE("interface-compatible-parent", SEV_WARNING,
	     check_interface_compatible_parent, K_IF, "",
	     "interface compatible names the parent device's VID,PID"),
	NODE("unit-address", SEV_WARNING, check_unit_address, K_USB, "reg",
	     "unit address matches reg (@port, @I or @I,C)"),
	NODE("bus-cells", SEV_ERROR, check_bus_cells, K_USB | K_HCD, "",
	     "#address-cells/#size-cells: 1/0 above device nodes, 2/0 above interface nodes"),
	NODE("duplicate-port", SEV_ERROR, check_duplicate_port, K_USB, "reg",
	     "one node per port (per interface and configuration)"),
	NODE("device-parent", SEV_ERROR, check_device_parent, K_DEV, "",
	     "device nodes sit under a host controller (its core, not a glue node) or hub"),
	NODE("device-parent-unknown", SEV_WARNING, check_device_parent_unknown,
	     K_DEV, "device-parent",
	     "the parent of a device node is a recognised host controller or hub"),
	NODE("interface-parent", SEV_ERROR, check_interface_parent, K_IF, "",
	     "interface nodes sit under a device node"),
	NODE("combined-node", SEV_ERROR, check_combined_node, K_DEV, "",
	     "hubs are combined nodes: no interface children"),
	NODE("mac-address", SEV_ERROR, check_mac_address, K_USB, "",
	     "local-mac-address and mac-address: 6 bytes, unicast"),
	NODE("mac-address-zero", SEV_WARNING, check_mac_address_zero, K_USB, "",
	     "local-mac-address and mac-address: not all zero"),
	NODE("label", SEV_ERROR, check_label, K_USB, "",
	     "label of a network device node is a valid interface name"),
	NODE("label-unique", SEV_ERROR, check_label_unique, K_USB, "label",
	     "labels of network device nodes are unique"),
	NODE("nvmem-cells", SEV_ERROR, check_nvmem_cells, K_USB, "",
	     "nvmem-cells resolve and match nvmem-cell-names"),
	NODE("nvmem-mac-address", SEV_WARNING, check_nvmem_mac_address, K_USB,
	     "nvmem-cells",
	     "nvmem-cells of a USB node include a mac-address cell"),
	TREE("alias-ethernet", SEV_ERROR, check_alias_ethernet,
	     "aliases ethernet* are absolute paths (\"/...\", one string) of existing nodes"),
	TREE("alias-ethernet-name", SEV_WARNING, check_alias_ethernet_name,
	     "aliases ethernet* are names U-Boot's fixup uses"),
	TREE("alias-ethernet-index", SEV_ERROR, check_alias_ethernet_index,
	     "no two aliases ethernet* take one U-Boot variable (ethernet, ethernet0)"),
};

#define NCHECKS ((int)(sizeof(checks) / sizeof(checks[0])))
_Static_assert(sizeof(checks) / sizeof(checks[0]) <= USBDT_MAX_CHECKS,
	       "raise USBDT_MAX_CHECKS");

int usbdt_check_count(void)
{
	return NCHECKS;
}

const struct usbdt_check_info *usbdt_check_info(int i)
{
	return i >= 0 && i < NCHECKS ? &checks[i].info : NULL;
}

int usbdt_check_find(const char *name)
{
	int i;

	for (i = 0; i < NCHECKS; i++)
		if (!strcmp(checks[i].info.name, name))
			return i;
	return USBDT_ENOENT;
}

void usbdt_opts_init(struct usbdt_opts *o)
{
	int i;

	memset(o, 0, sizeof(*o));
	for (i = 0; i < NCHECKS; i++)
		o->sev[i] = (unsigned char)checks[i].info.sev;
}

int usbdt_opts_set(struct usbdt_opts *o, const char *arg, bool error)
{
	bool off = !strncmp(arg, "no-", 3);
	int i = usbdt_check_find(off ? arg + 3 : arg);

	if (i < 0)
		return i;
	if (error)
		o->sev[i] = off ? SEV_WARNING : SEV_ERROR;
	else
		o->sev[i] = off ? SEV_OFF : (unsigned char)checks[i].info.sev;
	return 0;
}

/* the node's compatible strings, parsed once (libfdt's stringlist) */
static void parse_compat(struct ctx *c, int off)
{
	int i, n = fdt_stringlist_count(c->fdt, off, "compatible");

	c->ncomp = 0;
	for (i = 0; i < n && c->ncomp < USBDT_MAX_COMPAT; i++) {
		c->comp[c->ncomp].s = fdt_stringlist_get(c->fdt, off,
							 "compatible", i, NULL);
		if (!c->comp[c->ncomp].s)
			break;
		usb_compat_parse(c->comp[c->ncomp].s, &c->comp[c->ncomp].uc);
		c->ncomp++;
	}
}

static int node_cb(const void *fdt, const struct usbdt_walk *w, void *arg)
{
	struct ctx *c = arg;
	const struct check *k;

	(void)fdt;
	if (w->kind == UK_NONE)
		return 0;	/* no node check runs on other nodes */
	c->fired = 0;
	parse_compat(c, w->off);
	for (c->cur = 0; c->cur < NCHECKS; c->cur++) {
		k = &checks[c->cur];
		if (!k->node || c->opts->sev[c->cur] == SEV_OFF ||
		    !(k->info.kinds & (1u << w->kind)))
			continue;
		if (*k->info.prereq &&
		    (c->fired & (1u << usbdt_check_find(k->info.prereq))))
			continue;
		k->node(c, w);
	}
	return 0;
}

int usbdt_check_fdt(const void *fdt, const char *file,
		    const struct usbdt_opts *o, usbdt_report_fn fn, void *arg,
		    struct usbdt_result *res)
{
	struct ctx c = { .fdt = fdt, .file = file, .opts = o, .fn = fn,
			 .arg = arg, .res = res };
	int ret;

	*res = (struct usbdt_result){ 0, 0 };
	ret = usbdt_walk(fdt, node_cb, &c);
	c.aliases = usbdt_path_offset(fdt, "/aliases");
	if (ret < 0)
		return ret;
	for (c.cur = 0; c.cur < NCHECKS; c.cur++)
		if (checks[c.cur].tree && o->sev[c.cur] != SEV_OFF)
			checks[c.cur].tree(&c);
	return 0;
}
