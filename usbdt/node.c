// SPDX-License-Identifier: GPL-2.0
/*
 * Node classification.
 *
 * A node is a USB device node (device or combined node) when
 *   - one of its compatible strings looks like a USB device form
 *     (compat.c: "usb" [hex] ","), or
 *   - it has no USB compatible string (none, or only others such as
 *     "smsc,lan9514" or a bare "usb424"), has a reg property, is not a
 *     host controller by compatible (a DWC3 core under its glue node), is
 *     not named port, ports, endpoint or connector (OF graph and
 *     connector nodes), and its parent is a host controller, a device
 *     node whose #address-cells is not 2, or an interface node (a hub
 *     interface). Linux (usb_of_get_device_node()) takes any child with
 *     reg as the node of that port, so such a node is a device node to
 *     Linux.
 * A node whose USB compatible strings are all interface forms
 * ("usbif" [hex] ",") is placed by its parent, as Linux looks it up: at a
 * port (its parent a host controller, a device node whose #address-cells
 * is not 2, or a hub interface node) it is a device node when none of its
 * names is an interface product name ("usbifVID,PID.configC.I"): a
 * combined node given by its interface class names, "usbif,class3" for a
 * keyboard, which usb_of_get_device_node() finds by reg and of_names.c's
 * usb_of_names_match() accepts for a combined device (one configuration,
 * one interface, class 0 or 9). Otherwise it is an interface node.
 * A node is also an interface node when it has no USB compatible, has
 * reg and its parent is a device node with #address-cells = <2>.
 *
 * A node is a host controller when it is neither of the above and
 *   - a compatible string is one of generic-xhci, generic-ehci,
 *     generic-ohci, generic-uhci, xhci-platform, usb-xhci, usb-ehci,
 *     usb-ohci, usb-uhci, snps,dwc2, snps,dwc3, or starts with
 *     "pciclass,0c03" (PCI class 0c03: USB controller), or contains
 *     "ehci", "ohci", "xhci", "uhci", "dwc2", "dwc3", "musb" or "hsotg"
 *     (SoC controllers: "ti,ehci-omap", "nvidia,tegra30-ehci", ...), or
 *   - its node name (without unit address) is one of usb, usb-host, usbh,
 *     usbhost, usb-otg, usbotg, ehci, ohci, xhci, uhci, otg (not any
 *     "usb" prefix: usbphyc, usbmisc and usb-phy nodes are no
 *     controllers), or
 *   - it has a child whose compatible is a USB device form (the structural
 *     rule; usbdt_is_named_hcd() leaves it out, so that the device-parent
 *     checks can tell a recognised controller from a guess).
 */
#include <string.h>

#include <libfdt.h>

#include "usbdt.h"

static const char *const hcd_compats[] = {
	"generic-xhci", "generic-ehci", "generic-ohci", "generic-uhci",
	"xhci-platform", "usb-xhci", "usb-ehci", "usb-ohci", "usb-uhci",
	"snps,dwc2", "snps,dwc3",
};
static const char *const hcd_compat_parts[] = {
	"ehci", "ohci", "xhci", "uhci", "dwc2", "dwc3", "musb", "hsotg",
};
static const char *const hcd_names[] = {
	"usb", "usb-host", "usbh", "usbhost", "usb-otg", "usbotg",
	"ehci", "ohci", "xhci", "uhci", "otg",
};
static const char *const not_usb_names[] = {
	"port", "ports", "endpoint", "connector",
};

#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))

static bool in_list(const char *s, const char *const *list, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (!strcmp(s, list[i]))
			return true;
	return false;
}

static bool has_part(const char *s, const char *const *list, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (strstr(s, list[i]))
			return true;
	return false;
}

/* iterate the NUL-terminated strings of a property */
static const char *next_string(const char *p, int len, int *pos)
{
	const char *s;
	size_t n;

	if (!p || *pos >= len)
		return NULL;
	s = p + *pos;
	n = strnlen(s, (size_t)(len - *pos));
	if (n == (size_t)(len - *pos))
		return NULL;	/* not terminated: ignored, as Linux does */
	*pos += (int)n + 1;
	return s;
}

enum usb_kind usbdt_compat_kind(const void *fdt, int off)
{
	const char *p, *s;
	bool dev = false, ifc = false;
	int len, pos = 0;

	p = fdt_getprop(fdt, off, "compatible", &len);
	while ((s = next_string(p, len, &pos))) {
		if (!usb_compat_is_usb_name(s))
			continue;
		if (!strncmp(s, "usbif", 5))
			ifc = true;
		else
			dev = true;
	}
	if (dev)
		return UK_DEVICE;
	return ifc ? UK_INTERFACE : UK_NONE;
}

void usbdt_base_name(const void *fdt, int off, char *buf, size_t len)
{
	const char *name = fdt_get_name(fdt, off, NULL);
	size_t n;

	if (!name)
		name = "";
	n = strcspn(name, "@");
	if (n >= len)
		n = len - 1;
	memcpy(buf, name, n);
	buf[n] = '\0';
}

const char *usbdt_unit_address(const void *fdt, int off)
{
	const char *name = fdt_get_name(fdt, off, NULL);
	const char *at = name ? strchr(name, '@') : NULL;

	return at ? at + 1 : "";
}

static bool compat_is_hcd(const void *fdt, int off)
{
	const char *p, *s;
	int len, pos = 0;

	p = fdt_getprop(fdt, off, "compatible", &len);
	while ((s = next_string(p, len, &pos))) {
		if (in_list(s, hcd_compats, ARRAY_SIZE(hcd_compats)) ||
		    !strncmp(s, "pciclass,0c03", 13) ||
		    has_part(s, hcd_compat_parts, ARRAY_SIZE(hcd_compat_parts)))
			return true;
	}
	return false;
}

/* usbdt_is_named_hcd() for a node known to have no USB compatible */
static bool named_hcd(const void *fdt, int off)
{
	char base[64];

	if (off <= 0)
		return false;
	if (compat_is_hcd(fdt, off))
		return true;
	usbdt_base_name(fdt, off, base, sizeof(base));
	return in_list(base, hcd_names, ARRAY_SIZE(hcd_names));
}

bool usbdt_is_named_hcd(const void *fdt, int off)
{
	return off > 0 && usbdt_compat_kind(fdt, off) == UK_NONE &&
	       named_hcd(fdt, off);
}

bool usbdt_has_usb_device_child(const void *fdt, int off)
{
	int child;

	fdt_for_each_subnode(child, fdt, off)
		if (usbdt_compat_kind(fdt, child) == UK_DEVICE)
			return true;
	return false;
}

/*
 * What classification needs of a node, from one read of its compatible
 * and its place in the tree: usbdt_walk() gathers it for every node in
 * one linear pass; usbdt_kind_of() reads it for one node.
 */
enum {
	NF_DEV = 1,		/* a USB device compatible */
	NF_IF = 2,		/* a USB interface compatible (and no device one) */
	NF_IF_PRODUCT = 4,	/* an interface product name (usbifVID,PID...) */
	NF_KIDS = 8,		/* has child nodes */
	NF_USB_KIDS = 16,	/* has a child with a USB device compatible */
};

/*
 * Whether an interface form names a product ("usbifVID,PID.configC.I",
 * also when malformed) rather than a class ("usbif[VID],classIC...").
 */
static bool iface_product_name(const char *s)
{
	const char *comma = strchr(s, ',');

	return comma && strncmp(comma + 1, "class", 5);
}

/* NF_DEV / NF_IF (NF_IF_PRODUCT); the host-controller test is left to kind_of() */
static unsigned int compat_flags(const void *fdt, int off)
{
	enum usb_kind k = usbdt_compat_kind(fdt, off);
	unsigned int f = 0;
	const char *p, *s;
	int len, pos = 0;

	if (k == UK_DEVICE)
		return NF_DEV;
	if (k != UK_INTERFACE)
		return 0;
	f = NF_IF;
	p = fdt_getprop(fdt, off, "compatible", &len);
	while ((s = next_string(p, len, &pos)))
		if (usb_compat_is_usb_name(s) && iface_product_name(s))
			f |= NF_IF_PRODUCT;
	return f;
}

/* the place of a port: where Linux looks a device node up by reg */
static bool at_port(enum usb_kind pkind, int paddr)
{
	return pkind == UK_HCD || pkind == UK_INTERFACE ||
	       (pkind == UK_DEVICE && paddr != 2);
}

static enum usb_kind anonymous_kind(const void *fdt, int off, unsigned int f,
				    enum usb_kind pkind, int paddr)
{
	char base[64];

	(void)f;
	if (pkind == UK_NONE || !fdt_getprop(fdt, off, "reg", NULL) ||
	    compat_is_hcd(fdt, off))
		return UK_NONE;
	usbdt_base_name(fdt, off, base, sizeof(base));
	if (in_list(base, not_usb_names, ARRAY_SIZE(not_usb_names)))
		return UK_NONE;
	return at_port(pkind, paddr) ? UK_DEVICE : UK_INTERFACE;
}

static enum usb_kind kind_of(const void *fdt, int off, unsigned int f,
			     enum usb_kind pkind, int paddr)
{
	enum usb_kind k;

	if (f & NF_DEV)
		return UK_DEVICE;
	if (f & NF_IF)
		return !(f & NF_IF_PRODUCT) && at_port(pkind, paddr) ?
		       UK_DEVICE : UK_INTERFACE;
	k = anonymous_kind(fdt, off, f, pkind, paddr);
	if (k != UK_NONE || off <= 0)
		return k;
	if (f & NF_USB_KIDS)
		return UK_HCD;
	/*
	 * By compatible or name: only a node with children is worth the
	 * test (a controller without children changes no classification),
	 * and one below a USB node (a DWC3 core under its glue).
	 */
	return (f & NF_KIDS || pkind != UK_NONE) && named_hcd(fdt, off) ?
	       UK_HCD : UK_NONE;
}

enum usb_kind usbdt_kind_of(const void *fdt, int off, enum usb_kind pkind,
			    int paddr)
{
	unsigned int f = compat_flags(fdt, off);

	if (fdt_first_subnode(fdt, off) >= 0) {
		f |= NF_KIDS;
		if (usbdt_has_usb_device_child(fdt, off))
			f |= NF_USB_KIDS;
	}
	return kind_of(fdt, off, f, pkind, paddr);
}

/*
 * The flags of every node, in walk order, gathered in one linear pass
 * (fdt_for_each_subnode() for each node would skip over whole subtrees,
 * quadratic in the depth). More nodes than fit: usbdt_kind_of() per node.
 */
#define WALK_CACHE 16384
struct walk_cache {
	int off[WALK_CACHE];
	unsigned char depth[WALK_CACHE];
	unsigned char f[WALK_CACHE];
	int n;			/* -1: too many nodes */
};

static void walk_cache_fill(const void *fdt, struct walk_cache *wc)
{
	int idx[USBDT_MAX_DEPTH + 2], off = 0, depth = 0, i = 0;

	wc->f[0] = (unsigned char)compat_flags(fdt, 0);
	wc->off[0] = 0;
	wc->depth[0] = 0;
	idx[0] = 0;
	while ((off = fdt_next_node(fdt, off, &depth)) >= 0 && depth > 0) {
		if (depth > USBDT_MAX_DEPTH || ++i >= WALK_CACHE) {
			wc->n = -1;
			return;
		}
		idx[depth] = i;
		wc->off[i] = off;
		wc->depth[i] = (unsigned char)depth;
		wc->f[i] = (unsigned char)compat_flags(fdt, off);
		wc->f[idx[depth - 1]] |= NF_KIDS;
		if (wc->f[i] & NF_DEV)
			wc->f[idx[depth - 1]] |= NF_USB_KIDS;
	}
	/* FDT_END past the root's end: a whole tree; anything else: not */
	wc->n = off == -FDT_ERR_NOTFOUND || depth < 0 ? i + 1 : -1;
}

int usbdt_cells(const void *fdt, int off, const char *name)
{
	const fdt32_t *v;
	int len;

	v = fdt_getprop(fdt, off, name, &len);
	if (!v)
		return -1;
	if (len != 4)
		return -2;
	return (int)(fdt32_to_cpu(*v) > 16 ? 16 + 1 : fdt32_to_cpu(*v));
}

int usbdt_reg_cells(const void *fdt, int off, uint32_t *cells, int max)
{
	const fdt32_t *v;
	int len, i, n;

	v = fdt_getprop(fdt, off, "reg", &len);
	if (!v)
		return -1;
	if (len % 4)
		return -2;
	n = len / 4;
	for (i = 0; i < n && i < max; i++)
		cells[i] = fdt32_to_cpu(v[i]);
	return n;
}

bool usbdt_device_vid_pid(const void *fdt, int off, unsigned int *vid,
			  unsigned int *pid)
{
	const char *p, *s;
	struct usb_compat c;
	int len, pos = 0;

	p = fdt_getprop(fdt, off, "compatible", &len);
	while ((s = next_string(p, len, &pos))) {
		usb_compat_parse(s, &c);
		if (c.form >= UC_DEV_VID_PID_REV_CFG && c.form <= UC_DEV_VID_PID) {
			*vid = c.vid;
			*pid = c.pid;
			return true;
		}
	}
	return false;
}

/* one level of the walk: ancestors' data lives in the stack array */
int usbdt_walk(const void *fdt, usbdt_walk_fn fn, void *arg)
{
	struct usbdt_walk st[USBDT_MAX_DEPTH + 1];
	struct walk_cache wc;	/* 96 KiB of stack */
	int off = 0, depth = 0, ret, i = 0;

	walk_cache_fill(fdt, &wc);
	st[0] = (struct usbdt_walk){ .off = 0, .depth = 0, .parent = -1,
		.kind = UK_NONE, .pkind = UK_NONE, .paddr = -1, .psize = -1 };
	while (off >= 0 && depth >= 0) {
		if (depth > USBDT_MAX_DEPTH)
			return USBDT_EDEPTH;
		if (depth > 0) {
			const struct usbdt_walk *p = &st[depth - 1];

			st[depth] = (struct usbdt_walk){
				.off = off, .depth = depth, .parent = p->off,
				.pkind = p->kind, .paddr = -1, .psize = -1,
			};
			/* cells matter below USB nodes and controllers only */
			if (p->kind != UK_NONE) {
				st[depth].paddr = usbdt_cells(fdt, p->off, "#address-cells");
				st[depth].psize = usbdt_cells(fdt, p->off, "#size-cells");
			}
			st[depth].kind = i < wc.n ?
				kind_of(fdt, off, wc.f[i], p->kind, st[depth].paddr) :
				usbdt_kind_of(fdt, off, p->kind, st[depth].paddr);
		}
		ret = fn(fdt, &st[depth], arg);
		if (ret)
			return ret;
		if (++i < wc.n) {	/* the next node, as the first pass found it */
			off = wc.off[i];
			depth = wc.depth[i];
		} else if (wc.n >= 0) {
			break;		/* the whole tree is done */
		} else {
			off = fdt_next_node(fdt, off, &depth);
		}
		if (depth > USBDT_MAX_DEPTH)
			return USBDT_EDEPTH;
	}
	/* the walk ends past the root's end (depth -1) or at FDT_END */
	if (off < 0 && off != -FDT_ERR_NOTFOUND)
		return off;
	return 0;
}

/*
 * Whether a compatible of the node names the hub class (9): in the interface
 * class forms (usbif...,class9...) or the device class forms (usb...,class9...).
 */
bool usbdt_names_hub_class(const void *fdt, int off, bool interface)
{
	const char *s;
	struct usb_compat uc;
	int len, pos = 0;

	const char *p = fdt_getprop(fdt, off, "compatible", &len);
	while ((s = next_string(p, len, &pos))) {
		usb_compat_parse(s, &uc);
		if (uc.cls[0] != 9)
			continue;
		if (interface ? (uc.form == UC_IF_CLASS || uc.form == UC_IF_VID_CLASS)
			      : (uc.form == UC_DEV_CLASS || uc.form == UC_DEV_VID_CLASS))
			return true;
	}
	return false;
}
