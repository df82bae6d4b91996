// SPDX-License-Identifier: GPL-2.0
/*
 * match: device-tree USB device nodes against the live topology.
 * gen:   the live topology as a .dtsi fragment.
 *
 * Root-hub ports. Linux 6.12 looks up the node of a device on a root hub
 * port by the controller's raw port number (usb_of_get_port_node_reg():
 * usb_hcd_find_raw_port_number()); that is the root hub's port number
 * except on xHCI, where a USB 2.0 and a USB 3 root hub share one
 * controller node and the raw numbers run over both. sysfs does not show
 * raw numbers, so usbdt works them out:
 *   1. a device whose of_node link names the node is that node's device;
 *   2. one root hub on the controller: raw port = port;
 *   3. two root hubs (xHCI): one block of raw ports per root hub, either
 *      the USB 2.0 ports first or the USB 3 ports first. The layout is
 *      taken from --xhci-layout, else from the evidence in sysfs: of_node
 *      links of devices on root ports (their node's reg is their raw
 *      port) and the connect_type of root ports (Linux marks "hardwired"
 *      the ports whose raw number has an available node); else from the
 *      controller (QEMU's qemu-xhci, pci1b36,d, and nec-usb-xhci,
 *      pci1033,194, put the USB 3 ports first); else USB 2.0 first, the
 *      usual order of real controllers, reported as "assumed".
 */
#include <limits.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include <libfdt.h>

#include "topo.h"

static const char *const layout_names[] = { "auto", "usb2-first", "usb3-first" };

int topo_root_hubs(const struct topo *t, const char *ctrl,
		   const struct udev **rh, int max)
{
	int i, n = 0;

	for (i = 0; i < t->n && n < max; i++)
		if (!t->d[i].nports && t->d[i].has_of_node &&
		    !strcmp(t->d[i].of_node, ctrl))
			rh[n++] = &t->d[i];
	return n;
}

static bool is_usb3(const struct udev *h)
{
	return h->speed >= 5000;
}

/* the root hub whose ports come first under @l, and the other one */
static void layout_order(const struct udev *const *rh, enum xhci_layout l,
			 const struct udev **first, const struct udev **second)
{
	bool want3 = l == XL_USB3_FIRST;

	*first = is_usb3(rh[0]) == want3 ? rh[0] : rh[1];
	*second = *first == rh[0] ? rh[1] : rh[0];
}

int topo_raw_port(const struct udev *const *rh, int nrh,
		  const struct udev *h, int m, enum xhci_layout l)
{
	const struct udev *first, *second;

	if (nrh < 2)
		return m;
	layout_order(rh, l, &first, &second);
	return h == first ? m : (int)first->maxchild + m;
}

bool topo_from_raw(const struct udev *const *rh, int nrh, int raw,
		   enum xhci_layout l, const struct udev **h, int *m)
{
	const struct udev *first, *second;

	if (nrh < 2) {
		*h = rh[0];
		*m = raw;
		return raw >= 1 && raw <= (int)rh[0]->maxchild;
	}
	layout_order(rh, l, &first, &second);
	if (raw >= 1 && raw <= (int)first->maxchild) {
		*h = first;
		*m = raw;
		return true;
	}
	*h = second;
	*m = raw - (int)first->maxchild;
	return *m >= 1 && *m <= (int)second->maxchild;
}

enum xhci_layout topo_known_layout(const char *compat, int len,
				   unsigned int pci_vendor, unsigned int pci_dev)
{
	static const struct { const char *c; unsigned int v, d; } usb3first[] = {
		{ "pci1b36,d", 0x1b36, 0x000d },	/* QEMU qemu-xhci */
		{ "pci1033,194", 0x1033, 0x0194 },	/* QEMU nec-usb-xhci */
	};
	unsigned int i;
	int pos;

	for (i = 0; i < sizeof(usb3first) / sizeof(usb3first[0]); i++) {
		if (pci_vendor == usb3first[i].v && pci_dev == usb3first[i].d)
			return XL_USB3_FIRST;
		for (pos = 0; compat && pos < len;
		     pos += (int)strnlen(compat + pos, (size_t)(len - pos)) + 1)
			if (!strcmp(compat + pos, usb3first[i].c))
				return XL_USB3_FIRST;
	}
	return XL_AUTO;
}

/* ---- evidence for a controller's layout ---- */

/* reg of an available child device node at raw port @raw? */
static bool has_port_node(const void *fdt, int ctrl, int raw)
{
	const char *st;
	uint32_t r;
	int child;

	fdt_for_each_subnode(child, fdt, ctrl) {
		if (usbdt_reg_cells(fdt, child, &r, 1) != 1 || (int)r != raw)
			continue;
		st = fdt_getprop(fdt, child, "status", NULL);
		return !st || !strcmp(st, "okay") || !strcmp(st, "ok");
	}
	return false;
}

/* does layout @l agree with of_node links and connect_type? */
static bool layout_fits(const struct topo *t, const void *fdt, int ctrl,
			const struct udev *const *rh, int nrh,
			enum xhci_layout l, int *evidence)
{
	char ct[32];
	int i, m, raw, node;
	uint32_t r;

	for (i = 0; i < nrh; i++) {
		for (m = 1; m <= (int)rh[i]->maxchild; m++) {
			const struct udev *d = topo_child(t, rh[i], m);

			raw = topo_raw_port(rh, nrh, rh[i], m, l);
			if (d && d->has_of_node) {
				node = usbdt_path_offset(fdt, d->of_node);
				if (node >= 0 && usbdt_reg_cells(fdt, node, &r, 1) == 1) {
					(*evidence)++;
					if ((int)r != raw)
						return false;
				}
			}
			topo_connect_type(t, rh[i], m, ct, sizeof(ct));
			if (!*ct)
				continue;
			(*evidence)++;
			if (!strcmp(ct, "hardwired") != has_port_node(fdt, ctrl, raw))
				return false;
		}
	}
	return true;
}

static enum xhci_layout resolve_layout(const struct topo *t, const void *fdt,
				       int ctrl, const struct udev *const *rh,
				       int nrh, enum xhci_layout want,
				       const char **how)
{
	int e2 = 0, e3 = 0, len;
	bool f2, f3;
	const char *compat;
	enum xhci_layout k;

	*how = "given";
	if (want != XL_AUTO || nrh < 2)
		return want == XL_AUTO ? XL_USB2_FIRST : want;
	f2 = layout_fits(t, fdt, ctrl, rh, nrh, XL_USB2_FIRST, &e2);
	f3 = layout_fits(t, fdt, ctrl, rh, nrh, XL_USB3_FIRST, &e3);
	*how = "from sysfs";
	if (f2 != f3 && (e2 || e3))
		return f2 ? XL_USB2_FIRST : XL_USB3_FIRST;
	compat = fdt_getprop(fdt, ctrl, "compatible", &len);
	k = topo_known_layout(compat, compat ? len : 0, rh[0]->pci_vendor,
			      rh[0]->pci_device);
	*how = "known controller";
	if (k != XL_AUTO)
		return k;
	*how = "assumed";
	return XL_USB2_FIRST;
}

/* ---- match ---- */

/* --dot: what match found, kept for the graph */
struct finding {
	const char *status;	/* emit()'s status word, or "port-node" */
	int off;		/* the device-tree node, -1 for none */
	const struct udev *d;	/* the device, NULL for none */
};

/* --dot: a device node or controller of the graph and its graph parent */
struct gnode {
	int off, parent;	/* parent -1: a controller */
};

struct mctx {
	const void *fdt;
	const struct topo *t;
	enum xhci_layout layout;
	FILE *out;
	bool json;		/* one JSON object per finding, not text */
	bool dot;		/* keep findings for a Graphviz graph, print nothing */
	int cur;		/* --dot: the node being matched, -1 for none */
	struct finding *fd;
	int nfd, capfd;
	struct gnode *gn;
	int ngn, capgn;
	int err;		/* USBDT_ENOMEM while keeping them */
	int nout;		/* findings written */
	const struct udev **seen;	/* devices matched to a node */
	int nseen;
	int problems;
	/* the walk's current path: offset and kind of each ancestor */
	int anc_off[USBDT_MAX_DEPTH + 1];
	enum usb_kind anc_kind[USBDT_MAX_DEPTH + 1];
};

/*
 * regs from the controller down to the device node @w; the controller's
 * offset, or < 0. The ancestors are classified as the walk (node.c)
 * classifies them, not by their compatible alone: a hub node without a
 * compatible is a device node (Linux gives it to the device on its port),
 * not the controller.
 */
static int port_chain(const struct mctx *m, const struct usbdt_walk *w,
		      int *regs, int *n)
{
	int off = w->off, depth = w->depth;
	uint32_t r;

	*n = 0;
	for (;;) {
		if (usbdt_reg_cells(m->fdt, off, &r, 1) != 1 || *n >= TOPO_MAX_DEPTH)
			return -1;
		memmove(regs + 1, regs, sizeof(*regs) * (size_t)*n);
		regs[0] = (int)r;
		(*n)++;
		if (--depth < 1)
			return -1;
		switch (m->anc_kind[depth]) {
		case UK_DEVICE:
			off = m->anc_off[depth];	/* a hub */
			break;
		case UK_INTERFACE:
			return -1;	/* below a hub interface node: not looked up */
		default:
			return m->anc_off[depth];	/* the controller */
		}
	}
}

static const struct udev *find_by_of_node(const struct topo *t, const char *path)
{
	int i;

	for (i = 0; i < t->n; i++)
		if (t->d[i].nports && t->d[i].has_of_node &&
		    !strcmp(t->d[i].of_node, path))
			return &t->d[i];
	return NULL;
}

static const struct udev *find_by_ports(struct mctx *m, int ctrl,
					const int *regs, int n, char *how,
					size_t len)
{
	char cpath[USBDT_PATH_MAX];
	const struct udev *rh[2], *h, *h2;
	const char *lhow;
	enum xhci_layout l;
	int nrh, port, i;

	if (fdt_get_path(m->fdt, ctrl, cpath, sizeof(cpath)) < 0)
		return NULL;
	nrh = topo_root_hubs(m->t, cpath, rh, 2);
	if (!nrh) {
		snprintf(how, len, "no root hub has the controller node %s", cpath);
		return NULL;
	}
	l = resolve_layout(m->t, m->fdt, ctrl, rh, nrh, m->layout, &lhow);
	if (!topo_from_raw(rh, nrh, regs[0], l, &h, &port)) {
		snprintf(how, len, "no root port has raw number %d", regs[0]);
		return NULL;
	}
	if (nrh > 1)
		snprintf(how, len, "via raw port %d = %s port %d, %s %s", regs[0],
			 h->name, port, layout_names[l], lhow);
	else
		snprintf(how, len, "via port %d of %s", port, h->name);
	/* down the hubs; when one port is empty, name that one */
	for (i = 1, h2 = topo_child(m->t, h, port); h2 && i < n; i++) {
		h = h2;
		port = regs[i];
		h2 = topo_child(m->t, h, port);
	}
	if (!h2 && i > 1)
		snprintf(how, len, "port %d of %s is empty", port, h->name);
	else if (!h2 && nrh > 1)
		snprintf(how, len, "raw port %d = %s port %d is empty, %s %s",
			 regs[0], h->name, port, layout_names[l], lhow);
	else if (!h2)
		snprintf(how, len, "port %d of %s is empty", port, h->name);
	return h2;
}

/* grow an array of @size-byte items to hold one more; false when out of memory */
static bool grow(void **a, int n, int *cap, size_t size)
{
	void *na;
	int nc;

	if (n < *cap)
		return true;
	nc = *cap ? *cap * 2 : 32;
	na = realloc(*a, (size_t)nc * size);
	if (!na)
		return false;
	*a = na;
	*cap = nc;
	return true;
}

static void keep_finding(struct mctx *m, const char *status, const struct udev *d)
{
	if (!grow((void **)&m->fd, m->nfd, &m->capfd, sizeof(*m->fd))) {
		m->err = USBDT_ENOMEM;
		return;
	}
	m->fd[m->nfd++] = (struct finding){ status, m->cur, d };
}

static void keep_gnode(struct mctx *m, int off, int parent)
{
	int i;

	for (i = 0; i < m->ngn; i++)
		if (m->gn[i].off == off)
			return;
	if (!grow((void **)&m->gn, m->ngn, &m->capgn, sizeof(*m->gn))) {
		m->err = USBDT_ENOMEM;
		return;
	}
	m->gn[m->ngn++] = (struct gnode){ off, parent };
}

/* a compatible with a USB name: else, to Linux, the node of a port only */
static bool has_usb_name(const void *fdt, int off)
{
	const char *s;
	int i, n = fdt_stringlist_count(fdt, off, "compatible");

	for (i = 0; i < n; i++)
		if ((s = fdt_stringlist_get(fdt, off, "compatible", i, NULL)) &&
		    usb_compat_is_usb_name(s))
			return true;
	return false;
}

/*
 * One finding: in text, @fmt's line; in JSON, an object with the node,
 * the device and its ids, a status word, whether it counts as a problem,
 * and the same line as "message".
 */
static void emit(struct mctx *m, const char *status, const char *node,
		 const struct udev *d, bool problem, const char *fmt, ...)
	__attribute__((format(printf, 6, 7)));

static void emit(struct mctx *m, const char *status, const char *node,
		 const struct udev *d, bool problem, const char *fmt, ...)
{
	char msg[2 * USBDT_PATH_MAX + 256];
	va_list ap;

	m->problems += problem;
	if (m->dot) {
		keep_finding(m, status, d);
		return;
	}
	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	if (!m->json) {
		fprintf(m->out, "%s\n", msg);
		return;
	}
	fputs(m->nout++ ? ",\n  {\"node\": " : "\n  {\"node\": ", m->out);
	if (node)
		usbdt_json_string(m->out, node);
	else
		fputs("null", m->out);
	fputs(", \"device\": ", m->out);
	if (d) {
		usbdt_json_string(m->out, d->name);
		fprintf(m->out, ", \"vid\": %u, \"pid\": %u", d->ids.vid, d->ids.pid);
	} else {
		fputs("null", m->out);
	}
	fprintf(m->out, ", \"status\": \"%s\", \"problem\": %s, \"message\": ",
		status, problem ? "true" : "false");
	usbdt_json_string(m->out, msg);
	fputc('}', m->out);
}

static void print_found(struct mctx *m, const char *path, int off,
			const struct udev *d, const char *how)
{
	const char *compat;
	bool ids, attached;
	int len;

	compat = fdt_getprop(m->fdt, off, "compatible", &len);
	ids = !compat || usb_compat_identity(compat, len, &d->ids, USB_LEVEL_DEV);
	attached = d->has_of_node && !strcmp(d->of_node, path);
	emit(m, !ids ? "ids-differ" : !attached ? "not-attached" :
	     m->dot && !has_usb_name(m->fdt, off) ? "port-node" : "attached",
	     path, d, !ids || !attached, "%s: %s usb%x,%x class %x: ids %s, %s (%s)",
	     path, d->name, d->ids.vid, d->ids.pid, d->ids.cls,
	     !compat ? "not checked (no compatible)" : ids ? "match" : "DIFFER",
	     attached ? "attached" : "NOT attached", how);
}

/*
 * --dot: the device node @w and its ancestors up to the controller, each
 * with the nearest device node or controller above it (a hub interface
 * node in between is left out of the graph).
 */
static void keep_graph_path(struct mctx *m, const struct usbdt_walk *w)
{
	int depth, child = w->off;

	for (depth = w->depth - 1; depth >= 1; depth--) {
		if (m->anc_kind[depth] == UK_INTERFACE)
			continue;
		keep_gnode(m, child, m->anc_off[depth]);
		if (m->anc_kind[depth] != UK_DEVICE) {
			keep_gnode(m, m->anc_off[depth], -1);
			return;
		}
		child = m->anc_off[depth];
	}
	keep_gnode(m, child, -1);
}

static int match_node(const void *fdt, const struct usbdt_walk *w, void *arg)
{
	struct mctx *m = arg;
	char path[USBDT_PATH_MAX], how[USBDT_PATH_MAX + 128];
	const struct udev *d;
	int regs[TOPO_MAX_DEPTH], n, ctrl;

	if (w->depth <= USBDT_MAX_DEPTH) {
		m->anc_off[w->depth] = w->off;
		m->anc_kind[w->depth] = w->kind;
	}
	if (w->kind != UK_DEVICE || fdt_get_path(fdt, w->off, path, sizeof(path)) < 0)
		return 0;
	if (m->dot)
		keep_graph_path(m, w);
	m->cur = w->off;
	d = find_by_of_node(m->t, path);
	snprintf(how, sizeof(how), "via of_node");
	if (!d) {
		ctrl = port_chain(m, w, regs, &n);
		if (ctrl < 0) {
			emit(m, "no-port-path", path, NULL, true,
			     "%s: not matched (no port path to a controller)", path);
			return 0;
		}
		d = find_by_ports(m, ctrl, regs, n, how, sizeof(how));
	}
	if (!d) {
		emit(m, "no-device", path, NULL, true, "%s: no device (%s)", path, how);
		return 0;
	}
	m->seen[m->nseen++] = d;
	print_found(m, path, w->off, d, how);
	return 0;
}

static bool was_seen(const struct mctx *m, const struct udev *d)
{
	int i;

	for (i = 0; i < m->nseen; i++)
		if (m->seen[i] == d)
			return true;
	return false;
}

/*
 * Devices without a node: on a hardwired port a problem (the board says
 * a device is there and describes none); below a hub or controller that
 * has a node, on any other port, a note (an undescribed device next to
 * described ones: a socket, or a node that is missing), not counted.
 */
static void report_orphans(struct mctx *m)
{
	const struct udev *h;
	char ct[32];
	int i, port;

	m->cur = -1;
	for (i = 0; i < m->t->n; i++) {
		const struct udev *d = &m->t->d[i];

		if (d->has_of_node && usbdt_path_offset(m->fdt, d->of_node) < 0) {
			emit(m, "foreign-of-node", NULL, d, true,
			     "%s: usb%x,%x: its of_node %s is not in the dtb (another tree booted?)",
			     d->name, d->ids.vid, d->ids.pid, d->of_node);
			continue;
		}
		if (!d->nports || d->has_of_node || was_seen(m, d))
			continue;
		h = topo_parent(m->t, d, &port);
		if (!h)
			continue;
		topo_connect_type(m->t, h, port, ct, sizeof(ct));
		if (!strcmp(ct, "hardwired")) {
			emit(m, "no-node", NULL, d, true,
			     "%s: usb%x,%x on hardwired port %d of %s has no device-tree node",
			     d->name, d->ids.vid, d->ids.pid, port, h->name);
		} else if (h->has_of_node) {
			emit(m, "note", NULL, d, false,
			     "%s: usb%x,%x on port %d of %s has no device-tree node (note: port %s, not counted)",
			     d->name, d->ids.vid, d->ids.pid, port, h->name,
			     *ct ? ct : "without connect_type");
		}
	}
}

/* ---- match --dot ---- */

/*
 * How each finding is drawn: its class (Graphviz's "class", kept in SVG)
 * and style, one per kind of result, for the node, the device and the
 * edge between them.
 */
struct dot_style {
	const char *status, *cls, *style, *color, *fill, *label;
};

static const struct dot_style dot_styles[] = {
	{ "attached", "matched", "filled,bold", "#2e7d32", "#c8e6c9", "matched" },
	{ "port-node", "port-node", "filled,dotted", "#616161", "#eeeeee",
	  "port node (names no device)" },
	{ "not-attached", "not-attached", "filled,dashed", "#ef6c00", "#ffe0b2",
	  "ids match, NOT attached" },
	{ "ids-differ", "identity-mismatch", "filled,bold,dashed", "#c62828", "#ffcdd2",
	  "identity mismatch" },
	{ "no-device", "unmatched", "dashed", "#757575", "white", "no device" },
	{ "no-port-path", "unmatched", "dashed", "#757575", "white", "no port path" },
	{ "no-node", "unmatched", "filled,dashed", "#b26a00", "#fff3c4",
	  "hardwired, no node" },
	{ "note", "unmatched", "dashed", "#757575", "white", "no node" },
	{ "foreign-of-node", "identity-mismatch", "filled,bold,dashed", "#c62828",
	  "#ffcdd2", "of_node not in this dtb" },
};

static const struct dot_style *dot_style(const char *status)
{
	size_t i;

	for (i = 0; i < sizeof(dot_styles) / sizeof(dot_styles[0]); i++)
		if (!strcmp(dot_styles[i].status, status))
			return &dot_styles[i];
	return NULL;
}

/* a DOT string: quoted, '"' and '\' escaped, a newline as \n */
static void dot_str(FILE *o, const char *s)
{
	fputc('"', o);
	for (; *s; s++) {
		if (*s == '\n')
			fputs("\\n", o);
		else if (*s == '"' || *s == '\\')
			fprintf(o, "\\%c", *s);
		else if ((unsigned char)*s >= ' ')
			fputc(*s, o);
	}
	fputc('"', o);
}

static void dot_node_id(FILE *o, const void *fdt, int off)
{
	char path[USBDT_PATH_MAX + 4] = "dt:";

	if (fdt_get_path(fdt, off, path + 3, sizeof(path) - 3) < 0)
		strcpy(path + 3, "?");
	dot_str(o, path);
}

static void dot_dev_id(FILE *o, const struct udev *d)
{
	char id[80];

	snprintf(id, sizeof(id), "usb:%s", d->name);
	dot_str(o, id);
}

static const struct finding *finding_of_node(const struct mctx *m, int off)
{
	int i;

	for (i = 0; i < m->nfd; i++)
		if (m->fd[i].off == off)
			return &m->fd[i];
	return NULL;
}

static const struct finding *finding_of_dev(const struct mctx *m,
					    const struct udev *d)
{
	int i;

	for (i = 0; i < m->nfd; i++)
		if (m->fd[i].d == d)
			return &m->fd[i];
	return NULL;
}

static void dot_attrs(FILE *o, const struct dot_style *st)
{
	fputs(", class=", o);
	dot_str(o, st->cls);
	fputs(", style=", o);
	dot_str(o, st->style);
	fputs(", color=", o);
	dot_str(o, st->color);
	fputs(", fillcolor=", o);
	dot_str(o, st->fill);
}

static void dot_dt_node(const struct mctx *m, FILE *o, const struct gnode *g)
{
	const struct finding *f = finding_of_node(m, g->off);
	const struct dot_style *st = f ? dot_style(f->status) : NULL;
	const char *compat = fdt_stringlist_get(m->fdt, g->off, "compatible", 0, NULL);
	char path[USBDT_PATH_MAX], label[USBDT_PATH_MAX + 128];

	if (fdt_get_path(m->fdt, g->off, path, sizeof(path)) < 0)
		strcpy(path, "?");
	snprintf(label, sizeof(label), "%s\n%s%s%s", path,
		 compat ? compat : "(no compatible)", st ? "\n" : "",
		 st ? st->label : "");
	fputs("\t\t", o);
	dot_node_id(o, m->fdt, g->off);
	fputs(" [shape=box, label=", o);
	dot_str(o, label);
	if (st)
		dot_attrs(o, st);
	else
		fputs(", class=\"controller\", style=\"rounded\"", o);
	fputs("];\n", o);
}

/* the drivers of a device's interfaces, each once: "hub", "cdc_ether" */
static void dev_drivers(const struct udev *d, char *buf, size_t len)
{
	int i, j;

	buf[0] = '\0';
	for (i = 0; i < d->nintf; i++) {
		if (!d->intf[i].driver[0])
			continue;
		for (j = 0; j < i && strcmp(d->intf[j].driver, d->intf[i].driver); j++)
			;
		if (j == i)
			snprintf(buf + strlen(buf), len - strlen(buf), "%s%s",
				 buf[0] ? "," : "", d->intf[i].driver);
	}
}

static void dot_device(const struct mctx *m, FILE *o, const struct udev *d)
{
	const struct finding *f = finding_of_dev(m, d);
	const struct dot_style *st = f ? dot_style(f->status) : NULL;
	char label[256], drv[128], ports[64] = "";
	int i;

	dev_drivers(d, drv, sizeof(drv));
	for (i = 0; i < d->nports; i++)
		snprintf(ports + strlen(ports), sizeof(ports) - strlen(ports), "%s%d",
			 i ? "." : "", d->ports[i]);
	if (!d->nports)
		snprintf(label, sizeof(label), "%s\nroot hub, bus %d, %u Mbit/s\nusb%x,%x",
			 d->name, d->busnum, d->speed, d->ids.vid, d->ids.pid);
	else
		snprintf(label, sizeof(label), "%s\nbus %d port %s\nusb%x,%x class %x\n%s%s%s",
			 d->name, d->busnum, ports, d->ids.vid, d->ids.pid, d->ids.cls,
			 drv[0] ? drv : "(no driver)", d->ifname[0] ? " " : "", d->ifname);
	fputs("\t\t", o);
	dot_dev_id(o, d);
	fputs(" [shape=ellipse, label=", o);
	dot_str(o, label);
	if (st)
		dot_attrs(o, st);
	else
		fprintf(o, ", class=\"%s\", style=\"solid\"", d->nports ? "undescribed" : "root-hub");
	fputs("];\n", o);
}

static void dot_graph(const struct mctx *m, const char *dtbname, FILE *o)
{
	const struct dot_style *st;
	const struct udev *h;
	int i, port, node;

	fputs("// usbdt match --dot: the device tree's USB nodes against the live USB devices\n", o);
	fputs("digraph usbdt {\n\tgraph [rankdir=LR, fontname=\"Helvetica\", label=", o);
	{
		char title[2 * PATH_MAX];

		snprintf(title, sizeof(title), "usbdt match: %s against %s/bus/usb",
			 dtbname ? dtbname : "dtb", m->t->sysfs);
		dot_str(o, title);
	}
	fputs("];\n\tnode [fontname=\"Helvetica\", fontsize=10];\n"
	      "\tedge [fontname=\"Helvetica\", fontsize=9];\n", o);

	fputs("\tsubgraph cluster_dt {\n\t\tgraph [label=\"device tree\", style=\"rounded\"];\n", o);
	for (i = 0; i < m->ngn; i++)
		dot_dt_node(m, o, &m->gn[i]);
	for (i = 0; i < m->ngn; i++) {
		if (m->gn[i].parent < 0)
			continue;
		fputs("\t\t", o);
		dot_node_id(o, m->fdt, m->gn[i].parent);
		fputs(" -> ", o);
		dot_node_id(o, m->fdt, m->gn[i].off);
		fputs(" [class=\"dt-child\", arrowhead=none, color=\"#9e9e9e\"];\n", o);
	}
	fputs("\t}\n", o);

	fputs("\tsubgraph cluster_usb {\n\t\tgraph [label=\"USB devices (sysfs)\", style=\"rounded\"];\n", o);
	for (i = 0; i < m->t->n; i++)
		dot_device(m, o, &m->t->d[i]);
	for (i = 0; i < m->t->n; i++) {
		h = topo_parent(m->t, &m->t->d[i], &port);
		if (!h)
			continue;
		fputs("\t\t", o);
		dot_dev_id(o, h);
		fputs(" -> ", o);
		dot_dev_id(o, &m->t->d[i]);
		fprintf(o, " [class=\"usb-port\", label=\"port %d\"];\n", port);
	}
	fputs("\t}\n", o);

	/* the controller's node and its root hubs */
	for (i = 0; i < m->t->n; i++) {
		const struct udev *d = &m->t->d[i];

		if (d->nports || !d->has_of_node ||
		    (node = usbdt_path_offset(m->fdt, d->of_node)) < 0)
			continue;
		fputs("\t", o);
		dot_node_id(o, m->fdt, node);
		fputs(" -> ", o);
		dot_dev_id(o, d);
		fputs(" [class=\"root-hub\", style=\"dotted\", color=\"#616161\", label=\"root hub\"];\n", o);
	}
	/* what match found: a node and its device */
	for (i = 0; i < m->nfd; i++) {
		const struct finding *f = &m->fd[i];

		if (f->off < 0 || !f->d || !(st = dot_style(f->status)))
			continue;
		fputs("\t", o);
		dot_node_id(o, m->fdt, f->off);
		fputs(" -> ", o);
		dot_dev_id(o, f->d);
		fputs(" [constraint=false, penwidth=2, label=", o);
		dot_str(o, st->label);
		fputs(", class=", o);
		dot_str(o, st->cls);
		fputs(", style=", o);
		dot_str(o, strstr(st->style, "dotted") ? "dotted" :
			   strstr(st->style, "dashed") ? "dashed" : "bold");
		fputs(", color=", o);
		dot_str(o, st->color);
		fputs("];\n", o);
	}
	fputs("}\n", o);
}

int usbdt_match_dot(const void *fdt, const char *dtbname, const struct topo *t,
		    enum xhci_layout layout, FILE *out)
{
	struct mctx m = { .fdt = fdt, .t = t, .layout = layout, .out = out,
			  .dot = true, .cur = -1 };
	int ret;

	m.seen = calloc((size_t)t->n + 1, sizeof(*m.seen));
	if (!m.seen)
		return USBDT_ENOMEM;
	ret = usbdt_walk(fdt, match_node, &m);
	if (!ret)
		report_orphans(&m);
	if (!ret && m.err)
		ret = m.err;
	if (!ret)
		dot_graph(&m, dtbname, out);
	free(m.seen);
	free(m.fd);
	free(m.gn);
	return ret < 0 ? ret : m.problems;
}

int usbdt_match(const void *fdt, const char *dtbname, const struct topo *t,
		enum xhci_layout layout, FILE *out)
{
	return usbdt_match_out(fdt, dtbname, t, layout, false, out);
}

int usbdt_match_out(const void *fdt, const char *dtbname, const struct topo *t,
		    enum xhci_layout layout, bool json, FILE *out)
{
	struct mctx m = { .fdt = fdt, .t = t, .layout = layout, .out = out,
			  .json = json };
	int ret;

	(void)dtbname;
	m.seen = calloc((size_t)t->n + 1, sizeof(*m.seen));
	if (!m.seen)
		return USBDT_ENOMEM;
	if (json)
		fputc('[', out);
	ret = usbdt_walk(fdt, match_node, &m);
	if (!ret)
		report_orphans(&m);
	if (json)
		fputs(m.nout ? "\n]\n" : "]\n", out);
	free(m.seen);
	return ret < 0 ? ret : m.problems;
}

/* ---- gen ---- */

static void indent(FILE *out, int level)
{
	while (level--)
		fputc('\t', out);
}

/* the node name the device has already (its of_node), else a generic one */
static void gen_name(const struct udev *d, char *buf, size_t len)
{
	const char *base = d->has_of_node ? strrchr(d->of_node, '/') : NULL;

	if (base && base[1]) {
		snprintf(buf, len, "%.*s", (int)strcspn(base + 1, "@"), base + 1);
		return;
	}
	snprintf(buf, len, "%s", d->ids.cls == 9 ? "hub" :
		 d->ifname[0] ? "ethernet" : "device");
}

/*
 * A combined node (Linux: usb_of_has_combined_node()): one configuration,
 * device class 0 (per interface) or 9 (hub), one interface; the device's
 * node is the interface's too, interface children are not used. Unknown
 * bNumConfigurations (an old capture) counts as one.
 */
static bool is_combined(const struct udev *d)
{
	return usb_ids_combined(&d->ids);
}

/* compatible = "name", "name", ...; the full 1275 list, most specific first */
static void gen_compatible(const struct usb_ids *ids, enum usb_level lvl,
			   int level, FILE *out)
{
	struct usb_names n;
	int i;

	usb_names(ids, lvl, &n);
	indent(out, level);
	fprintf(out, "compatible =");
	for (i = 0; i < n.n; i++)
		fprintf(out, "%s\"%s\"", i ? ", " : " ", n.s[i]);
	fprintf(out, ";\n");
}

static void gen_interfaces(const struct udev *d, int level, FILE *out)
{
	const struct uintf *f;
	struct usb_ids ids;
	int i;

	for (i = 0; i < d->nintf; i++) {
		f = &d->intf[i];
		fputc('\n', out);
		indent(out, level);
		if (f->config == 1)
			fprintf(out, "interface@%x {", f->num);
		else
			fprintf(out, "interface@%x,%x {", f->num, f->config);
		fprintf(out, "\t/* %s:%u.%u class %x%s%s */\n", d->name, f->config,
			f->num, f->cls, f->ifname[0] ? " " : "", f->ifname);
		ids = d->ids;
		ids.cfg = f->config;
		ids.ifn = f->num;
		ids.icls = f->cls;
		ids.isub = f->sub;
		ids.iproto = f->proto;
		gen_compatible(&ids, USB_LEVEL_IF, level + 1, out);
		indent(out, level + 1);
		fprintf(out, "reg = <%u %u>;\n", f->num, f->config);
		indent(out, level);
		fprintf(out, "};\n");
	}
}

/*
 * @d hangs from @port of hub @h. A device on a port Linux does not call
 * hardwired may be anything plugged in (a keyboard in a socket): its node
 * is written, marked, for the board author to keep or delete.
 */
static void gen_device(const struct topo *t, const struct udev *d,
		       const struct udev *h, int port, int reg, int level,
		       FILE *out)
{
	const struct udev *c;
	bool intf = !d->maxchild && d->nintf && !is_combined(d);
	char name[64], ct[32];
	int p;

	gen_name(d, name, sizeof(name));
	topo_connect_type(t, h, port, ct, sizeof(ct));
	fputc('\n', out);
	if (strcmp(ct, "hardwired")) {
		indent(out, level);
		fprintf(out, "/* REMOVABLE? port %d of %s is %s, not hardwired: a plugged-in device, not part of the board, unless it is soldered; delete the node if so */\n",
			port, h->name, *ct ? ct : "without connect_type");
	}
	indent(out, level);
	fprintf(out, "%s@%x {\t/* %s%s%s */\n", name, reg, d->name,
		d->ifname[0] ? " " : "", d->ifname);
	gen_compatible(&d->ids, USB_LEVEL_DEV, level + 1, out);
	indent(out, level + 1);
	fprintf(out, "reg = <%d>;\n", reg);
	if (d->maxchild || intf) {
		indent(out, level + 1);
		fprintf(out, "#address-cells = <%d>;\n", intf ? 2 : 1);
		indent(out, level + 1);
		fprintf(out, "#size-cells = <0>;\n");
	}
	if (intf)
		gen_interfaces(d, level + 1, out);
	for (p = 1; p <= (int)d->maxchild; p++) {
		c = topo_child(t, d, p);
		if (c)
			gen_device(t, c, d, p, p, level + 1, out);
	}
	indent(out, level);
	fprintf(out, "};\n");
}

static enum xhci_layout gen_layout(const struct udev *const *rh, int nrh,
				   enum xhci_layout want, const char **how)
{
	enum xhci_layout k;

	*how = "given";
	if (want != XL_AUTO || nrh < 2)
		return want == XL_AUTO ? XL_USB2_FIRST : want;
	k = topo_known_layout(NULL, 0, rh[0]->pci_vendor, rh[0]->pci_device);
	*how = k != XL_AUTO ? "known controller" : "assumed";
	return k != XL_AUTO ? k : XL_USB2_FIRST;
}

static void gen_controller(const struct topo *t, const char *ctrl,
			   enum xhci_layout want, FILE *out)
{
	const struct udev *rh[2], *c, *h;
	const char *how;
	enum xhci_layout l;
	int nrh, raw, m;

	nrh = topo_root_hubs(t, ctrl, rh, 2);
	l = gen_layout(rh, nrh, want, &how);
	fprintf(out, "\n&{%s} {\n", ctrl);
	if (nrh > 1)
		fprintf(out, "\t/* xHCI raw ports: %s (%s) */\n", layout_names[l], how);
	fprintf(out, "\t#address-cells = <1>;\n\t#size-cells = <0>;\n");
	/* in raw port order: both root hubs' ports, the first block first */
	for (raw = 1; topo_from_raw(rh, nrh, raw, l, &h, &m); raw++) {
		c = topo_child(t, h, m);
		if (c)
			gen_device(t, c, h, m, raw, 1, out);
	}
	fprintf(out, "};\n");
}

int usbdt_gen(const struct topo *t, enum xhci_layout layout, FILE *out)
{
	int i, j, n = 0;

	fprintf(out, "// SPDX-License-Identifier: GPL-2.0\n"
		"// USB devices of %s, written by usbdt gen\n", t->sysfs);
	for (i = 0; i < t->n; i++) {
		const struct udev *h = &t->d[i];

		if (h->nports)
			continue;
		if (!h->has_of_node) {
			fprintf(out, "\n/* %s: the controller has no device-tree node */\n",
				h->name);
			continue;
		}
		for (j = 0; j < i; j++)
			if (!t->d[j].nports && t->d[j].has_of_node &&
			    !strcmp(t->d[j].of_node, h->of_node))
				break;
		if (j < i)
			continue;	/* second root hub of an xHCI */
		gen_controller(t, h->of_node, layout, out);
		n++;
	}
	return n;
}
