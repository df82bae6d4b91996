# shellcheck shell=bash disable=SC2046,SC2034
desc="Debian's udev 262 (sid) on the kernel as proposed for mainline (without the carried part 90-carried-label-names): the label reaches user space as the netdev's of_node only; the rule names lan0 from of_node/label (the user-space route), nothing else renames"
kernel_build=nolabel
udev=sid
overlay=udev-names.dtso
boots=7
qemu_args=("${qemu_xhci[@]}" $(udev_names_nics))
# the kernel names every cdc_ether interface usbN (no label, enumerated):
# boot 1: Debian's files, every one by MAC
# boot 2: the .link file only: the labelled node (the one netdev with an of_node)
#   by its path, no lan0; the node without label by MAC, as Debian names it
# boot 3: make install: 75-usb-dt-label.rules names lan0 from of_node/label
# boot 4: Debian's 73 masked (99-default.link decides, as on Fedora and
#   Arch): every interface by its path, as on the stock kernel
#   (udev-stock-names): the labelled node's of_node gives no name
# boot 5: net.ifnames=0: the kernel's names, usbN
# boot 6: Debian's files and systemd-networkd with a .network file matching
#   Name=lan0: it configures nothing (no interface is named lan0)
# boot 7: make install and the same .network file: it configures port 1
case "$BOOT" in
1|"") udev_files=stock expect=(enx020000000001 enx020000000003 enx525400000306) files="no-label kernel, Debian 262 stock" ;;
2) udev_files=link expect=(enp0s2u1u1 enx020000000003 enx525400000306) files="no-label kernel, Debian 262 + the .link file only" ;;
3) udev_files=ours expect=(lan0 enx020000000003 enx525400000306) files="no-label kernel, Debian 262 + make install" ;;
4) udev_files=mask73 expect=(enp0s2u1u1 enp0s2u1u3 enp0s2u1u6) files="no-label kernel, Debian 262, 73 masked" ;;
5) udev_files=stock expect=("usb[0-9]+" "usb[0-9]+" "usb[0-9]+") files="no-label kernel, Debian 262, net.ifnames=0" cmdline="net.ifnames=0" ;;
6) udev_files=stock-networkd expect=(enx020000000001 enx020000000003 enx525400000306) files="no-label kernel, Debian 262 stock, networkd Name=lan0" networkd=0 ;;
7) udev_files=ours-networkd expect=(lan0 enx020000000003 enx525400000306) files="no-label kernel, Debian 262 + make install, networkd Name=lan0" networkd=1 ;;
esac
guest_env=(UDEV_VERSION=262 "FILES=$files" "NAME1=${expect[0]}" "NAME3=${expect[1]}" "NAME6=${expect[2]}" "KERNEL1=usb[0-9]+" "KERNEL3=usb[0-9]+" "KERNEL6=usb[0-9]+" MODULE=cdc_ether ${networkd:+NETWORKD=$networkd})
