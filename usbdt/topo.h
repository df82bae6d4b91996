/* SPDX-License-Identifier: GPL-2.0 */
/* The live USB topology read from a sysfs tree (sysfs.c), used by match.c */
#ifndef USBDT_TOPO_H
#define USBDT_TOPO_H

#include "usbdt.h"

#define TOPO_MAX_DEPTH 8	/* USB allows 5 hub tiers below a root port */
#define TOPO_MAX_INTF 32	/* interfaces of the active configuration */

/* an interface of the active configuration: sysfs "<dev>:C.I" */
struct uintf {
	unsigned int config, num;	/* C, I of its name */
	unsigned int cls, sub, proto;	/* bInterfaceClass, ... */
	char ifname[32];	/* its first network interface, "" if none */
	char driver[32];	/* its driver, "" if none bound */
};

struct udev {
	char name[64];		/* "usb1", "1-1.2" */
	int busnum;
	int ports[TOPO_MAX_DEPTH];	/* devpath; nports 0 for a root hub */
	int nports;
	struct usb_ids ids;
	unsigned int maxchild;
	unsigned int speed;	/* Mbit/s; 1 for 1.5 */
	bool has_of_node;
	char of_node[USBDT_PATH_MAX];	/* device-tree path when has_of_node */
	char ifname[32];	/* network interface of the lowest-numbered
				   interface that has one, "" if none */
	unsigned int pci_vendor, pci_device;	/* root hubs on PCI */
	unsigned int nconfigs;	/* bNumConfigurations, 0 unknown */
	struct uintf intf[TOPO_MAX_INTF];	/* sorted by C, I */
	int nintf;
};

struct topo {
	const char *sysfs;
	struct udev *d;
	int n;
};

int topo_read(const char *sysfs, struct topo *t);
void topo_free(struct topo *t);
const struct udev *topo_find(const struct topo *t, const char *name);
/* the udev directly below hub @h at @port, NULL if none */
const struct udev *topo_child(const struct topo *t, const struct udev *h,
			      int port);
/* connect_type of @port of hub @h into buf ("" if unknown) */
void topo_connect_type(const struct topo *t, const struct udev *h, int port,
		       char *buf, size_t len);
/* the hub a device hangs from and its port there; NULL for root hubs */
const struct udev *topo_parent(const struct topo *t, const struct udev *d,
			       int *port);

/* xHCI raw port layout: which root hub's ports come first */
enum xhci_layout { XL_AUTO = 0, XL_USB2_FIRST, XL_USB3_FIRST };
/* the root hubs (1 or 2) of a controller node */
int topo_root_hubs(const struct topo *t, const char *ctrl,
		   const struct udev **rh, int max);
/* raw port of root hub @h port @m among @rh, under layout @l */
int topo_raw_port(const struct udev *const *rh, int nrh,
		  const struct udev *h, int m, enum xhci_layout l);
/* the (root hub, port) of raw port @raw, false if none */
bool topo_from_raw(const struct udev *const *rh, int nrh, int raw,
		   enum xhci_layout l, const struct udev **h, int *m);
/* layout a known controller uses (QEMU: USB 3 ports first), XL_AUTO if unknown */
enum xhci_layout topo_known_layout(const char *compat, int len,
				   unsigned int pci_vendor, unsigned int pci_dev);

int usbdt_match(const void *fdt, const char *dtbname, const struct topo *t,
		enum xhci_layout layout, FILE *out);
/* the same, as a JSON array of findings when @json */
int usbdt_match_out(const void *fdt, const char *dtbname, const struct topo *t,
		    enum xhci_layout layout, bool json, FILE *out);
/* the same as a Graphviz digraph: devices, nodes, what matches what */
int usbdt_match_dot(const void *fdt, const char *dtbname, const struct topo *t,
		    enum xhci_layout layout, FILE *out);
int usbdt_gen(const struct topo *t, enum xhci_layout layout, FILE *out);

#endif
